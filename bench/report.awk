# Summarises one `make bench` run (called by bench/run.sh).
# Input lines, tagged by their first field:
#   R impl prog key value    one measurement (ns/op; bytes for rss_*)
#   S impl prog key value    system calls per operation ("-": unknown)
#   Z impl prog - bytes      stripped static binary size
#   N text...                a note for the report
# Prints a summary table to stdout and writes the Markdown report to the
# file named by -v md=...; -v rounds, date, machine, cpus, versions and
# commit describe the run.
BEGIN {
	ni = split("weft glibc glibcs musl", impl, " ")
	label["weft"] = "weft"; label["glibc"] = "glibc"
	label["glibcs"] = "glibc-static"; label["musl"] = "musl"
	# The issue's targets: weft / reference <= value.  A "glibc" target is
	# checked against every ratio column (the issue states it against
	# glibc; the other columns are for information); a "glibcs" or
	# "musl" target only against that column.  An "abs" target is a bound
	# on weft's own value (ns, or bytes for size: rows), not a ratio.
	target("create_join_pinned", 0.9, "glibc", "create+join, pinned to one CPU")
	target("detached_create", 0.8, "glibc", "detached create (100k threads)")
	target("mutex_contended", 0.9, "glibc", "contended mutex (2 threads)")
	target("cond_pingpong_pinned", 0.9, "glibc", "condvar ping-pong, pinned")
	target("barrier_pinned", 1.0, "glibc", "barrier (2 threads), pinned")
	target("mutex_uncontended", 1.0, "glibc", "uncontended mutex")
	target("rwlock_read", 1.0, "glibc", "rwlock read, uncontended")
	target("rwlock_mixed", 1.0, "glibc", "rwlock, 2 readers + 1 writer, short sections")
	target("rwlock_read_2t", 1.0, "glibc", "rwlock read-mostly, 2 reader threads (scales)")
	target("spin", 1.0, "glibc", "spin lock, uncontended")
	target("once", 0.8, "glibc", "pthread_once fast path")
	target("tsd_get", 0.8, "glibc", "pthread_getspecific")
	target("tsd_set", 0.8, "glibc", "pthread_setspecific")
	target("mutex_nothread", 1.0, "glibcs", "never-threaded mutex <= glibc static")
	target("rss_idle_thread", 1.0, "musl", "RSS per idle thread <= musl")
	target("size:thread_one", 0.8, "musl", "one-thread static binary <= 0.8 musl")
	target("cancel_join_pinned", 0.8, "glibc", "cancel+join of a thread blocked in read, pinned")
	target("cleanup_pushpop", 0.8, "glibc", "cleanup push+pop, program links pthread_cancel")
	target("cleanup_pushpop_nocancel", 0.8, "glibc", "cleanup push+pop, program cannot cancel")
	target("sem_uncontended", 1.0, "glibc", "semaphore post+wait, uncontended")
	target("sem_pingpong_pinned", 1.0, "glibc", "semaphore ping-pong, pinned")
	target("sem_throttled_create", 0.8, "glibc", "detached create throttled by a semaphore")
	target("read_pipe_over_syscall", 2, "abs", "read as cancellation point over syscall(SYS_read), ns")
	# weft's size of size/cleanup_one.c before cancellation (issue 9, at
	# 89e7d6f, gcc 12 -O2 -s),
	# 64 bytes more allowed: 21496 + 64.
	target("size:cleanup_one", 21560, "abs", "one-thread push/pop program, within 64 bytes of before")
	target("malloc_1t", 0.8, "glibc", "malloc/free 16-512 B, 1 thread")
	target("malloc_2t", 0.8, "glibc", "malloc/free, 2 threads each its own")
	target("malloc_4t", 0.8, "glibc", "malloc/free, 4 threads each its own")
	target("malloc_prodcon", 0.8, "glibc", "malloc in one thread, free in another")
	target("malloc_large_churn", 0.8, "glibc", "64 KiB-1 MiB churn")
	target("malloc_realloc_grow", 0.8, "glibc", "realloc growth of a string")
	target("sqlite_4t_memdb", 0.85, "glibc", "SQLite, 4 threads, own :memory: db each")
	target("sqlite_4t_shared", 0.85, "glibc", "SQLite, 4 threads, one shared-cache :memory: db")
	target("sqlite_4t_wal", 1.0, "glibc", "SQLite, 4 threads, one WAL database file")
	target("rss_malloc_peak", 1.0, "glibc", "peak RSS of a burst <= glibc")
	# Percent of the resident set before the burst (bench/malloc.c).
	target("rss_malloc_after_pct", 10, "abs", "RSS after the burst, % above before")
	target("kill_roundtrip_pinned", 1.0, "glibc", "pthread_kill round trip (sigwait both ways), pinned")
	target("setid_64", 0.5, "glibc", "setgid in every thread, 64 idle threads")
	target("lock_2t", 0.7, "glibc", "mutex, 2 threads, work inside and outside")
	target("lock_4t", 0.8, "glibc", "mutex, 4 threads")
	target("lock_8t", 0.65, "glibc", "mutex, 8 threads")
	target("lock_8t_unfair", 200, "abs", "8 threads: 100 x most / fewest acquisitions (fairness >= 0.5)")
	target("cond_prodcons", 0.5, "glibc", "condvar producer/consumer, 2+2 threads")
	target("cond_prodcons_pinned", 0.7, "glibc", "condvar producer/consumer, pinned")
	target("mutex_recursive", 1.0, "glibc", "recursive mutex, uncontended")
	target("mutex_errorcheck", 1.0, "glibc", "error-checking mutex, uncontended")
}
function target(key, v, base, what) {
	tv[key] = v; tb[key] = base; tw[key] = what; tord[++nt] = key
}
$1 == "R" {
	k = $4; n = ++cnt[$2, k]; val[$2, k, n] = $5
	if (!(k in prog)) { prog[k] = $3; korder[++nk] = k }
	if (!($3 in seenp)) { seenp[$3] = 1; porder[++np] = $3 }
	next
}
$1 == "S" {
	sc[$2, $4] = $5
	if (!($4 in sseen)) { sseen[$4] = 1; sorder[++ns] = $4 }
	next
}
$1 == "Z" {
	sz[$2, $3] = $5
	if (!($3 in zseen)) { zseen[$3] = 1; zorder[++nz] = $3 }
	next
}
$1 == "N" { sub(/^N /, ""); note[++nn] = $0; next }

# Sets MED, MIN, MAX for impl/key; returns the number of samples.
function stats(i, k,   n, j, m, t, a) {
	n = cnt[i, k]; MED = MIN = MAX = -1
	if (!n) return 0
	for (j = 1; j <= n; j++) a[j] = val[i, k, j] + 0
	for (j = 2; j <= n; j++) { t = a[j]; for (m = j - 1; m >= 1 && a[m] > t; m--) a[m + 1] = a[m]; a[m + 1] = t }
	MED = (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
	MIN = a[1]; MAX = a[n]
	return n
}
function num(x) {
	if (x < 0) return "-"
	if (x >= 1000) return sprintf("%.0f", x)
	if (x >= 100) return sprintf("%.1f", x)
	return sprintf("%.2f", x)
}
function ratio(a, b) { return (a < 0 || b <= 0) ? "-" : sprintf("%.2f", a / b) }
# ✓ or ✗ when key has a target that applies to ratio column col;
# a, b: weft's and the other's value (unrounded; -1 when missing).
function mark(key, col, a, b) {
	if ((key in tv) && tb[key] == "abs")
		return (a < 0 || (col != "glibc" && key !~ /^size:/)) ? "" : (a <= tv[key]) ? " ✓" : " ✗"
	if (a < 0 || b <= 0 || !(key in tv)) return ""
	if (tb[key] != "glibc" && tb[key] != col) return ""
	return (a / b <= tv[key]) ? " ✓" : " ✗"
}
function tgt(key) {
	if (!(key in tv)) return ""
	if (tb[key] == "abs") {
		# lock_*_unfair is a ratio (x 100), not a time
		if (key ~ /_unfair$/) return sprintf("≤ %s", tv[key])
		return sprintf("≤ %s %s", tv[key], key ~ /^size:/ ? "bytes" : key ~ /_pct$/ ? "%" : "ns")
	}
	return sprintf("≤ %.2f%s", tv[key], tb[key] == "glibc" ? "" : " × " label[tb[key]])
}
function unit(key) { return key ~ /_pct$/ ? "%" : key ~ /^rss_malloc/ ? "bytes" : key ~ /^rss/ ? "bytes/thread" : "ns/op" }
# The unit line of a program's section: one unit, or each key's.
function units(pg,   p, k, u, all) {
	for (p = 1; p <= nk; p++) {
		k = korder[p]
		if (prog[k] != pg) continue
		u = unit(k)
		if (all == "") all = u
		else if (all != u) return "ns/op; rss_*: bytes; *_pct: percent"
	}
	return all
}

END {
	# ---- console: medians and ratios ----
	printf "median over %s interleaved rounds (ns/op; rss: bytes/thread); ratio < 1.00: weft better\n", rounds
	printf "%-22s %9s %9s %9s %9s %7s %7s %7s  %s\n", "benchmark", "weft", "glibc", "glibc-st", "musl", "w/glibc", "w/gl-st", "w/musl", "target"
	for (p = 1; p <= nk; p++) {
		k = korder[p]
		for (j = 1; j <= ni; j++) { stats(impl[j], k); med[impl[j]] = MED }
		line = sprintf("%-22s", k)
		for (j = 1; j <= ni; j++) line = line sprintf(" %9s", num(med[impl[j]]))
		for (j = 2; j <= ni; j++) { r = ratio(med["weft"], med[impl[j]]); line = line sprintf(" %7s", r mark(k, impl[j], med["weft"], med[impl[j]])) }
		print line "  " tgt(k)
	}
	if (ns) {
		print ""
		print "system calls per operation (strace -f -c; difference of two run lengths)"
		printf "%-22s %9s %9s %9s %9s\n", "benchmark", "weft", "glibc", "glibc-st", "musl"
		for (p = 1; p <= ns; p++) {
			k = sorder[p]; line = sprintf("%-22s", k)
			for (j = 1; j <= ni; j++) line = line sprintf(" %9s", ((impl[j], k) in sc) ? sc[impl[j], k] : "-")
			print line
		}
	}
	if (nz) {
		print ""
		print "stripped static binary size, bytes (-O2 -s)"
		printf "%-14s %9s %12s %9s %7s\n", "program", "weft", "glibc-static", "musl", "w/musl"
		for (p = 1; p <= nz; p++) {
			z = zorder[p]; w = ((("weft", z) in sz) && sz["weft", z] != "-") ? sz["weft", z] : -1
			m = ((("musl", z) in sz) && sz["musl", z] != "-") ? sz["musl", z] : -1
			r = ratio(w, m)
			printf "%-14s %9s %12s %9s %7s  %s\n", z, sz["weft", z], sz["glibcs", z], sz["musl", z], r mark("size:" z, "musl", w, m), tgt("size:" z)
		}
	}
	for (p = 1; p <= nn; p++) print "note: " note[p]

	if (md == "") exit
	# ---- Markdown report ----
	print "# weft benchmarks" > md
	print "" > md
	print "Written by `make bench` (bench/run.sh); do not edit by hand." > md
	print "" > md
	printf "- date: %s\n- machine: %s CPUs, %s\n- rounds: %s (interleaved, order rotated each round)\n", date, cpus, machine, rounds > md
	printf "- weft: %s; %s\n", commit, versions > md
	print "- cells: median [min–max] over the rounds; ns per operation unless the table says otherwise" > md
	print "- ratios are weft / other (below 1.00: weft is faster or smaller); ✓/✗: whether that ratio meets the issue's target" > md
	print "  (targets are stated against glibc; the marks in the glibc-static and musl columns are for information, except where the target names that library)" > md
	print "- `_pinned`: the same benchmark under `taskset -c 0` (both threads on one CPU)" > md
	print "- single-thread uncontended operations: each run reports its fastest 10 ms slice of 80 ms; hand-off, contended and creation benchmarks: the mean over the run (bench/tbench.h)" > md
	print "" > md
	print "## Targets" > md
	print "" > md
	print "| target | benchmark | weft | reference | ratio | goal | met |" > md
	print "|---|---|--:|--:|--:|--:|:-:|" > md
	for (p = 1; p <= nt; p++) {
		k = tord[p]; base = tb[k]
		if (k ~ /^size:/) {
			z = substr(k, 6)
			w = ((("weft", z) in sz) && sz["weft", z] != "-") ? sz["weft", z] : -1
			b = (((base, z) in sz) && sz[base, z] != "-") ? sz[base, z] : -1
		} else {
			stats("weft", k); w = MED; stats(base, k); b = MED
		}
		if (base == "abs") {
			m = mark(k, "glibc", w, -1)
			printf "| %s | %s | %s | - | - | %s | %s |\n", tw[k], k, num(w), tgt(k), m == "" ? "-" : substr(m, 2) > md
			continue
		}
		r = ratio(w, b); m = mark(k, base, w, b)
		printf "| %s | %s | %s | %s %s | %s | ≤ %.2f | %s |\n", tw[k], k, num(w), label[base], num(b), r == "-" ? "-" : "weft/" label[base] " " r, tv[k], m == "" ? "-" : substr(m, 2) > md
	}
	for (q = 1; q <= np; q++) {
		pg = porder[q]
		print "" > md
		printf "## %s (%s)\n\n", pg, units(pg) > md
		print "| benchmark | weft | glibc | glibc-static | musl | weft/glibc | weft/glibc-static | weft/musl | target |" > md
		print "|---|--:|--:|--:|--:|--:|--:|--:|--:|" > md
		for (p = 1; p <= nk; p++) {
			k = korder[p]
			if (prog[k] != pg) continue
			line = "| " k
			for (j = 1; j <= ni; j++) {
				stats(impl[j], k); med[impl[j]] = MED
				line = line " | " (MED < 0 ? "-" : num(MED) " [" num(MIN) "–" num(MAX) "]")
			}
			for (j = 2; j <= ni; j++) { r = ratio(med["weft"], med[impl[j]]); line = line " | " r mark(k, impl[j], med["weft"], med[impl[j]]) }
			print line " | " tgt(k) " |" > md
		}
	}
	if (ns) {
		print "" > md
		print "## System calls per operation" > md
		print "" > md
		print "`strace -f -c` of the benchmark run for two numbers of operations N1 < N2; (calls(N2) − calls(N1)) / (N2 − N1), so start-up, thread creation and exit cancel out. Uncontended operations should make none." > md
		print "" > md
		print "| benchmark | weft | glibc | glibc-static | musl |" > md
		print "|---|--:|--:|--:|--:|" > md
		for (p = 1; p <= ns; p++) {
			k = sorder[p]; line = "| " k
			for (j = 1; j <= ni; j++) line = line " | " (((impl[j], k) in sc) ? sc[impl[j], k] : "-")
			print line " |" > md
		}
	}
	if (nz) {
		print "" > md
		print "## Stripped static binary size (bytes, -O2 -s)" > md
		print "" > md
		print "thread_one: `pthread_create` + `pthread_join` of one thread. glibc dynamic is not static and is left out." > md
		print "" > md
		print "| program | weft | glibc-static | musl | weft/glibc-static | weft/musl | target |" > md
		print "|---|--:|--:|--:|--:|--:|--:|" > md
		for (p = 1; p <= nz; p++) {
			z = zorder[p]
			w = ((("weft", z) in sz) && sz["weft", z] != "-") ? sz["weft", z] : -1
			g = ((("glibcs", z) in sz) && sz["glibcs", z] != "-") ? sz["glibcs", z] : -1
			m = ((("musl", z) in sz) && sz["musl", z] != "-") ? sz["musl", z] : -1
			r = ratio(w, m)
			printf "| %s | %s | %s | %s | %s | %s | %s |\n", z, sz["weft", z], sz["glibcs", z], sz["musl", z], ratio(w, g), r mark("size:" z, "musl", w, m), tgt("size:" z) > md
		}
	}
	if (nn) {
		print "" > md
		print "## Notes" > md
		print "" > md
		for (p = 1; p <= nn; p++) print "- " note[p] > md
	}
	close(md)
}
