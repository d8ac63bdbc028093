/* SQLite driven by 4 threads, three ways:
   sqlite_4t_memdb   each thread on its own in-memory database: the
                     workload of tests/realworld/sqlite_workload.c (its
                     output discarded), per row inserted and queried;
   sqlite_4t_shared  one in-memory database in shared-cache mode, a
                     connection per thread: 90% point reads, 10% updates
                     (every SQLite call takes the connection's recursive
                     mutex, and the shared b-tree's mutex is contended);
   sqlite_4t_wal     the same mix on one database file in WAL mode.
   Every value read is checked.  The amalgamation is not in the
   tree: bench/run.sh fetches it (as tests/realworld/run.sh does) and
   passes its path as BENCH_SQLITE_C with SQLite's options; this
   file then builds the whole program in one unit.
   bench-sqlite */
/* SQLite first: it sets the feature macros its system headers need. */
#include BENCH_SQLITE_C
#include <fcntl.h>
#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "bench.h"

#define main sqlite_workload_main
#include "../tests/realworld/sqlite_workload.c"
#undef main

#define THREADS "4"
#define ROWS    20000
#define ROWS_S  "20000"

/* The shared-database mix: NT threads, each owning KROWS rows of t (id =
   thread * KROWS + k) and doing OPS operations on them. */
enum { NT = 4, KROWS = 1000 };
static int OPS = 20000;

static const char *shared_uri;
static pthread_barrier_t start_line;

static void fail(sqlite3 *db, const char *what)
{
	fprintf(stderr, "bench sqlite: %s: %s\n", what, db ? sqlite3_errmsg(db) : "?");
	exit(1);
}

/* Steps st, retrying while another connection holds the lock it needs
   (shared-cache table locks, the WAL write lock): no busy handler, whose
   sleeps would be measured instead of the locks. */
static int step(sqlite3_stmt *st)
{
	int rc;

	while ((rc = sqlite3_step(st)) == SQLITE_LOCKED || rc == SQLITE_BUSY ||
	       (rc & 0xff) == SQLITE_LOCKED || (rc & 0xff) == SQLITE_BUSY) {
		sqlite3_reset(st);
		sched_yield();
	}
	return rc;
}

static sqlite3 *open_db(void)
{
	sqlite3 *db;

	if (sqlite3_open_v2(shared_uri, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE |
			    SQLITE_OPEN_URI | SQLITE_OPEN_FULLMUTEX, 0) != SQLITE_OK)
		fail(db, "open");
	if (sqlite3_exec(db, "PRAGMA read_uncommitted = 1", 0, 0, 0) != SQLITE_OK)
		fail(db, "pragma");
	return db;
}

static void *mixer(void *arg)
{
	long id = (long)arg;
	long long expect[KROWS];
	sqlite3 *db = open_db();
	sqlite3_stmt *rd, *up;
	unsigned s = (unsigned)id * 2654435761u + 1;

	for (int k = 0; k < KROWS; k++)
		expect[k] = id * KROWS + k;
	if (sqlite3_prepare_v2(db, "SELECT v FROM t WHERE id = ?", -1, &rd, 0) != SQLITE_OK ||
	    sqlite3_prepare_v2(db, "UPDATE t SET v = v + 1 WHERE id = ?", -1, &up, 0) != SQLITE_OK)
		fail(db, "prepare");
	pthread_barrier_wait(&start_line);
	for (int i = 0; i < OPS; i++) {
		int k;
		s = s * 1664525u + 1013904223u;
		k = (int)((s >> 8) % KROWS);
		if (i % 10 == 0) {
			sqlite3_bind_int64(up, 1, id * KROWS + k);
			if (step(up) != SQLITE_DONE)
				fail(db, "update");
			sqlite3_reset(up);
			expect[k]++;
		} else {
			sqlite3_bind_int64(rd, 1, id * KROWS + k);
			if (step(rd) != SQLITE_ROW)
				fail(db, "select");
			if (sqlite3_column_int64(rd, 0) != expect[k]) {
				fprintf(stderr, "bench sqlite: row %ld read %lld, wrote %lld\n",
					id * KROWS + k, (long long)sqlite3_column_int64(rd, 0), expect[k]);
				exit(1);
			}
			sqlite3_reset(rd);
		}
	}
	sqlite3_finalize(rd);
	sqlite3_finalize(up);
	sqlite3_close(db);
	return 0;
}

/* One run of the mix on uri; returns ns per operation. */
static long long mix(const char *uri, const char *setup)
{
	pthread_t t[NT];
	sqlite3 *keep;
	sqlite3_stmt *ins;
	long long t0, el;

	shared_uri = uri;
	keep = open_db();	/* holds a shared in-memory database alive */
	if (sqlite3_exec(keep, setup, 0, 0, 0) != SQLITE_OK ||
	    sqlite3_exec(keep, "DROP TABLE IF EXISTS t; CREATE TABLE t(id INTEGER PRIMARY KEY, v INTEGER);"
			 "BEGIN", 0, 0, 0) != SQLITE_OK ||
	    sqlite3_prepare_v2(keep, "INSERT INTO t VALUES (?, ?)", -1, &ins, 0) != SQLITE_OK)
		fail(keep, "setup");
	for (int i = 0; i < NT * KROWS; i++) {
		sqlite3_bind_int(ins, 1, i);
		sqlite3_bind_int(ins, 2, i);
		if (sqlite3_step(ins) != SQLITE_DONE)
			fail(keep, "insert");
		sqlite3_reset(ins);
	}
	sqlite3_finalize(ins);
	if (sqlite3_exec(keep, "COMMIT", 0, 0, 0) != SQLITE_OK)
		fail(keep, "commit");
	pthread_barrier_init(&start_line, 0, NT + 1);
	for (long i = 0; i < NT; i++)
		if (pthread_create(&t[i], 0, mixer, (void *)i))
			fail(0, "pthread_create");
	pthread_barrier_wait(&start_line);
	t0 = b_now();
	for (int i = 0; i < NT; i++)
		pthread_join(t[i], 0);
	el = b_now() - t0;
	pthread_barrier_destroy(&start_line);
	sqlite3_close(keep);
	return el;
}

static void run_mix(const char *name, const char *uri, const char *setup)
{
	long long best = 0;

	for (int r = 0; r < 3; r++) {
		long long el = mix(uri, setup);
		if (!best || el < best)
			best = el;
	}
	b_report(name, best, (long long)NT * OPS);
}

/* Usage: sqlite [memdb | shared | wal]: all three, or one of them. */
int main(int argc, char **argv)
{
	char *args[] = { "sqlite_workload", THREADS, ROWS_S, 0 };
	const char *only = argc > 1 ? argv[1] : "";
	long long best = 0;
	int out = dup(1), null = open("/dev/null", O_WRONLY);

	if (out < 0 || null < 0)
		return 1;
	for (int r = 0; r < 3 && (!*only || !strcmp(only, "memdb")); r++) {
		long long t0, el;
		fflush(stdout);
		dup2(null, 1);
		t0 = b_now();
		if (sqlite_workload_main(3, args))
			return 1;
		fflush(stdout);
		el = b_now() - t0;
		dup2(out, 1);
		if (!best || el < best)
			best = el;
	}
	if (best)
		b_report("sqlite_4t_memdb", best, 4LL * ROWS);

	if (!*only || !strcmp(only, "shared"))
		run_mix("sqlite_4t_shared", "file:benchdb?mode=memory&cache=shared", "SELECT 1");
	/* Each commit appends to the log file: fewer operations. */
	OPS = 4000;
	if (!*only || !strcmp(only, "wal")) {
		char dir[] = "/tmp/weft-bench-sqlite-XXXXXX", uri[96];
		if (!mkdtemp(dir))
			return 1;
		snprintf(uri, sizeof uri, "file:%s/wal.db", dir);
		run_mix("sqlite_4t_wal", uri, "PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF");
		snprintf(uri, sizeof uri, "%s/wal.db", dir);
		unlink(uri);
		strcat(uri, "-wal");
		unlink(uri);
		uri[strlen(uri) - 4] = 0;
		strcat(uri, "-shm");
		unlink(uri);
		rmdir(dir);
	}
	return 0;
}
