/* A workload for SQLite's amalgamation, built once with weft-cc and once
   with the host's glibc: the outputs must be byte-identical.  Each of
   the threads opens its own in-memory database, fills a table, and runs
   queries that exercise SQLite's printf, floating-point text conversion,
   the math functions, JSON, FTS5, sorting and aggregates, printing what
   they return.  Usage: sqlite_workload [threads] [rows] */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "sqlite3.h"

static int rows = 20000;

struct job {
	int id;
	char out[4096];
	size_t len;
};

static void die(sqlite3 *db, const char *what)
{
	fprintf(stderr, "sqlite_workload: %s: %s\n", what, db ? sqlite3_errmsg(db) : "?");
	exit(1);
}

static void exec(sqlite3 *db, const char *sql)
{
	char *err = 0;
	if (sqlite3_exec(db, sql, 0, 0, &err) != SQLITE_OK) {
		fprintf(stderr, "sqlite_workload: %s: %s\n", sql, err);
		exit(1);
	}
}

/* Appends to j's output; what does not fit is cut off (the output is
   compared whole, so a cut shows as a difference). */
static void put(struct job *j, const char *a, const char *b)
{
	size_t room = sizeof j->out - j->len;
	int n = snprintf(j->out + j->len, room, "%s%s", a, b);

	if (n > 0)
		j->len += (size_t)n < room ? (size_t)n : room - 1;
}

/* Appends every row of sql's result, columns separated by '|'. */
static void query(sqlite3 *db, struct job *j, const char *sql)
{
	sqlite3_stmt *st;
	int rc;

	if (sqlite3_prepare_v2(db, sql, -1, &st, 0) != SQLITE_OK)
		die(db, sql);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		for (int c = 0; c < sqlite3_column_count(st); c++) {
			const unsigned char *v = sqlite3_column_text(st, c);
			put(j, c ? "|" : "", v ? (const char *)v : "NULL");
		}
		put(j, "\n", "");
	}
	if (rc != SQLITE_DONE)
		die(db, sql);
	sqlite3_finalize(st);
}

static void *run(void *arg)
{
	struct job *j = arg;
	sqlite3 *db;
	sqlite3_stmt *ins;
	char sql[256];
	unsigned seed = 12345u + (unsigned)j->id;

	if (sqlite3_open(":memory:", &db))
		die(db, "open");
	snprintf(sql, sizeof sql,
		 "CREATE TABLE t%d(id INTEGER PRIMARY KEY, k INT, x REAL, s TEXT)", j->id);
	exec(db, sql);
	snprintf(sql, sizeof sql, "INSERT INTO t%d(k, x, s) VALUES(?, ?, ?)", j->id);
	if (sqlite3_prepare_v2(db, sql, -1, &ins, 0))
		die(db, "prepare");
	exec(db, "BEGIN");
	for (int i = 0; i < rows; i++) {
		char s[32];
		seed = seed * 1103515245u + 12345u;
		snprintf(s, sizeof s, "w%u-%d", seed >> 20, i % 97);
		sqlite3_bind_int(ins, 1, (int)(seed >> 16) % 1000);
		sqlite3_bind_double(ins, 2, (double)(seed >> 8) / 65536.0 - 128.0);
		sqlite3_bind_text(ins, 3, s, -1, SQLITE_TRANSIENT);
		if (sqlite3_step(ins) != SQLITE_DONE)
			die(db, "insert");
		sqlite3_reset(ins);
	}
	exec(db, "COMMIT");
	sqlite3_finalize(ins);

	static const char *const qs[] = {
		"SELECT count(*), sum(k), printf('%%.6f', total(x)), printf('%%.3e', avg(x)) FROM t%d",
		"SELECT k %% 7, count(*), printf('%%.4f', avg(x)), min(s), max(s) FROM t%d GROUP BY 1 ORDER BY 1",
		"SELECT s, x FROM t%d ORDER BY x DESC, s LIMIT 5",
		"SELECT round(sqrt(abs(x)), 9), round(ln(abs(x) + 1), 9), round(pow(1.0001, k), 9),"
		" round(sin(x), 9), round(atan2(x, k + 1), 9) FROM t%d ORDER BY id LIMIT 8",
		"SELECT json_group_array(k) FROM (SELECT k FROM t%d ORDER BY k LIMIT 12)",
		"SELECT group_concat(DISTINCT substr(s, 1, 3)) FROM (SELECT s FROM t%d ORDER BY s LIMIT 40)",
		"SELECT x, CAST(x AS TEXT), x * 1e300, 1.0 / 3 FROM t%d WHERE id %% 5000 = 1",
		"SELECT count(*) FROM t%d a JOIN t%d b ON a.k = b.k AND a.id < b.id WHERE a.id < 600",
	};
	for (size_t q = 0; q < sizeof qs / sizeof *qs; q++) {
		char text[512];
		snprintf(text, sizeof text, qs[q], j->id, j->id);
		query(db, j, text);
	}
	snprintf(sql, sizeof sql, "CREATE VIRTUAL TABLE f%d USING fts5(s)", j->id);
	exec(db, sql);
	snprintf(sql, sizeof sql, "INSERT INTO f%d SELECT s FROM t%d", j->id, j->id);
	exec(db, sql);
	snprintf(sql, sizeof sql, "SELECT count(*) FROM f%d WHERE f%d MATCH 'w1*'", j->id, j->id);
	query(db, j, sql);
	sqlite3_close(db);
	return 0;
}

int main(int argc, char **argv)
{
	int n = 4;
	pthread_t t[64];
	static struct job jobs[64];

	if (argc > 1)
		n = atoi(argv[1]);
	if (argc > 2)
		rows = atoi(argv[2]);
	if (n < 1 || n > 64 || rows < 1)
		return 2;
	for (int i = 0; i < n; i++) {
		jobs[i].id = i;
		/* bench/sqlite.c runs this main more than once. */
		jobs[i].len = 0;
		jobs[i].out[0] = 0;
		if (pthread_create(&t[i], 0, run, &jobs[i]))
			return 1;
	}
	for (int i = 0; i < n; i++) {
		pthread_join(t[i], 0);
		printf("== thread %d\n%s", i, jobs[i].out);
	}
	return 0;
}
