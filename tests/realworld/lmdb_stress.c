/* A multi-process stress for LMDB (make realworld): NPROC worker
   processes of NTHR threads each do OPS transactions apiece on one
   environment (write, aborted write, read, reader check), while the parent
   forks, every KILL_MS milliseconds until the workers are done, a victim
   that it SIGKILLs: holding the write transaction (LMDB's robust,
   process-shared writer mutex must give the next writer EOWNERDEAD, which
   LMDB recovers from), holding a read transaction (mdb_reader_check, which
   tests the dead process's fcntl lock, must free its slot), or at a random
   point.  Worker processes mix MDB_NOSYNC and MDB_NOTLS; flags add
   w (MDB_WRITEMAP), n (MDB_NOSYNC), t (MDB_NOTLS) for all.

   Checked: every read snapshot has "nkeys" k* keys, each value's bytes
   follow its seed, a thread never sees "ctr" go back, and at the end
   "ctr" is the number of commits the workers saw succeed (a killed
   writer's changes are lost).  Prints PASS and exits 0, or says what
   failed.  Usage: lmdb_stress DIR NPROC NTHR OPS KILL_MS [wnt] */
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include "lmdb.h"

static const char *dir;
static unsigned envflags;
static int nthr;
static long ops;

#define DIE(what, rc) do { fprintf(stderr, "[%d] %s:%d %s: %s\n", (int)getpid(), \
	__FILE__, __LINE__, what, mdb_strerror(rc)); _exit(3); } while (0)
#define CK(x) do { int rc_ = (x); if (rc_) DIE(#x, rc_); } while (0)

static MDB_env *open_env(unsigned extra)
{
	MDB_env *env;
	CK(mdb_env_create(&env));
	CK(mdb_env_set_maxreaders(env, 126));
	CK(mdb_env_set_maxdbs(env, 4));
	CK(mdb_env_set_mapsize(env, (size_t)1 << 30));
	CK(mdb_env_open(env, dir, envflags | extra, 0664));
	return env;
}

static MDB_dbi open_dbi(MDB_env *env)
{
	MDB_txn *txn;
	MDB_dbi dbi;
	CK(mdb_txn_begin(env, NULL, 0, &txn));
	CK(mdb_dbi_open(txn, "s", MDB_CREATE, &dbi));
	CK(mdb_txn_commit(txn));
	return dbi;
}

static uint64_t getu(MDB_txn *txn, MDB_dbi dbi, const char *k)
{
	MDB_val key = { strlen(k), (void *)k }, v;
	uint64_t x;
	int rc = mdb_get(txn, dbi, &key, &v);
	if (rc == MDB_NOTFOUND)
		return 0;
	if (rc)
		DIE("mdb_get", rc);
	if (v.mv_size != 8)
		DIE("counter size", EINVAL);
	memcpy(&x, v.mv_data, 8);
	return x;
}

static void putu(MDB_txn *txn, MDB_dbi dbi, const char *k, uint64_t x)
{
	MDB_val key = { strlen(k), (void *)k }, v = { 8, &x };
	CK(mdb_put(txn, dbi, &key, &v, 0));
}

static void fill(unsigned char *p, size_t n, uint32_t seed)
{
	memcpy(p, &seed, 4);
	for (size_t i = 4; i < n; i++)
		p[i] = (unsigned char)(seed * 7 + i);
}

static int check(const MDB_val *v)
{
	const unsigned char *p = v->mv_data;
	uint32_t seed;
	if (v->mv_size < 4)
		return 0;
	memcpy(&seed, p, 4);
	for (size_t i = 4; i < v->mv_size; i++)
		if (p[i] != (unsigned char)(seed * 7 + i))
			return 0;
	return 1;
}

/* one write txn: ctr+1, add 1-8 keys, delete up to 4 random k* keys */
static int do_write(MDB_env *env, MDB_dbi dbi, unsigned *rs, unsigned id, uint64_t *seq, int commit)
{
	MDB_txn *txn;
	MDB_cursor *cur;
	unsigned char buf[3000];
	char kb[64];
	int rc = mdb_txn_begin(env, NULL, 0, &txn);
	if (rc)
		DIE("write mdb_txn_begin", rc);
	uint64_t ctr = getu(txn, dbi, "ctr"), nk = getu(txn, dbi, "nkeys");
	putu(txn, dbi, "ctr", ctr + 1);
	int add = 1 + rand_r(rs) % 8;
	for (int i = 0; i < add; i++) {
		snprintf(kb, sizeof kb, "k%08x-%016llx", id, (unsigned long long)(*seq)++);
		size_t n = 4 + rand_r(rs) % (rand_r(rs) % 16 ? 200 : 2900);
		fill(buf, n, rand_r(rs));
		MDB_val key = { strlen(kb), kb }, v = { n, buf };
		CK(mdb_put(txn, dbi, &key, &v, MDB_NOOVERWRITE));
		nk++;
	}
	int del = rand_r(rs) % 5;
	CK(mdb_cursor_open(txn, dbi, &cur));
	for (int i = 0; i < del && nk > 100; i++) {
		snprintf(kb, sizeof kb, "k%08x", (unsigned)rand_r(rs));
		MDB_val key = { strlen(kb), kb }, v;
		rc = mdb_cursor_get(cur, &key, &v, MDB_SET_RANGE);
		if (rc == MDB_NOTFOUND || (rc == 0 && ((char *)key.mv_data)[0] != 'k'))
			continue;
		if (rc)
			DIE("cursor set_range", rc);
		CK(mdb_cursor_del(cur, 0));
		nk--;
	}
	mdb_cursor_close(cur);
	putu(txn, dbi, "nkeys", nk);
	if (!commit) {
		mdb_txn_abort(txn);
		return 0;
	}
	rc = mdb_txn_commit(txn);
	if (rc)
		DIE("mdb_txn_commit", rc);
	return 1;
}

/* one read txn: nkeys == number of k* keys, every value intact */
static uint64_t do_read(MDB_env *env, MDB_dbi dbi, uint64_t lastctr)
{
	MDB_txn *txn;
	MDB_cursor *cur;
	MDB_val key, v;
	uint64_t n = 0;
	int rc = mdb_txn_begin(env, NULL, MDB_RDONLY, &txn);
	if (rc)
		DIE("read mdb_txn_begin", rc);
	uint64_t ctr = getu(txn, dbi, "ctr"), nk = getu(txn, dbi, "nkeys");
	if (ctr < lastctr) {
		fprintf(stderr, "[%d] ctr went back %llu < %llu\n", (int)getpid(),
			(unsigned long long)ctr, (unsigned long long)lastctr);
		_exit(4);
	}
	CK(mdb_cursor_open(txn, dbi, &cur));
	key.mv_size = 1;
	key.mv_data = "k";
	rc = mdb_cursor_get(cur, &key, &v, MDB_SET_RANGE);
	while (rc == 0 && ((char *)key.mv_data)[0] == 'k') {
		if (!check(&v)) {
			fprintf(stderr, "[%d] corrupt value at %.*s\n", (int)getpid(),
				(int)key.mv_size, (char *)key.mv_data);
			_exit(5);
		}
		n++;
		rc = mdb_cursor_get(cur, &key, &v, MDB_NEXT);
	}
	if (rc && rc != MDB_NOTFOUND)
		DIE("cursor next", rc);
	if (n != nk) {
		fprintf(stderr, "[%d] snapshot ctr %llu: nkeys %llu but %llu keys\n", (int)getpid(),
			(unsigned long long)ctr, (unsigned long long)nk, (unsigned long long)n);
		_exit(6);
	}
	mdb_cursor_close(cur);
	mdb_txn_abort(txn);
	return ctr;
}

struct wargs {
	MDB_env *env;
	MDB_dbi dbi;
	unsigned id;
	uint64_t commits, aborts, reads, checks, dead;
};

static void *worker(void *p)
{
	struct wargs *a = p;
	unsigned rs = a->id * 2654435761u;
	uint64_t seq = 0, lastctr = 0;
	for (long n = 0; n < ops; n++) {
		int r = rand_r(&rs) % 100;
		if (r < 40) {
			a->commits += do_write(a->env, a->dbi, &rs, a->id, &seq, 1);
		} else if (r < 45) {
			do_write(a->env, a->dbi, &rs, a->id, &seq, 0);
			a->aborts++;
		} else if (r < 98) {
			lastctr = do_read(a->env, a->dbi, lastctr);
			a->reads++;
		} else {
			int dead;
			CK(mdb_reader_check(a->env, &dead));
			a->checks++;
			a->dead += dead;
		}
	}
	return NULL;
}

static void worker_proc(int idx, int fd)
{
	unsigned extra = 0;
	/* mix of per-handle options across the processes */
	if (idx % 2 == 1 && !(envflags & MDB_WRITEMAP))
		extra |= MDB_NOSYNC;
	if (idx == 2)
		extra |= MDB_NOTLS;
	MDB_env *env = open_env(extra);
	MDB_dbi dbi = open_dbi(env);
	pthread_t th[16];
	struct wargs a[16];
	for (int i = 0; i < nthr; i++) {
		a[i] = (struct wargs){ env, dbi, (unsigned)(idx * 16 + i) << 20, 0, 0, 0, 0, 0 };
		a[i].id |= getpid() & 0xfffff;
		if (pthread_create(&th[i], NULL, worker, &a[i]))
			_exit(7);
	}
	uint64_t c = 0, ab = 0, r = 0, ch = 0, d = 0;
	for (int i = 0; i < nthr; i++) {
		pthread_join(th[i], NULL);
		c += a[i].commits;
		ab += a[i].aborts;
		r += a[i].reads;
		ch += a[i].checks;
		d += a[i].dead;
	}
	mdb_env_close(env);
	char line[200];
	int n = snprintf(line, sizeof line, "%d %llu %llu %llu %llu %llu\n", idx,
		(unsigned long long)c, (unsigned long long)ab, (unsigned long long)r,
		(unsigned long long)ch, (unsigned long long)d);
	if (write(fd, line, n) != n)
		_exit(8);
	_exit(0);
}

/* victim kinds: 0 dies holding the write txn, 1 holding a read txn,
 * 2 dies wherever it is after a random delay */
static void victim(int kind, int fd)
{
	MDB_env *env = open_env(0);
	MDB_dbi dbi = open_dbi(env);
	unsigned rs = getpid();
	uint64_t seq = 0;
	MDB_txn *txn;
	if (kind == 0) {
		CK(mdb_txn_begin(env, NULL, 0, &txn));
		uint64_t ctr = getu(txn, dbi, "ctr");
		putu(txn, dbi, "ctr", ctr + 1000000);
		putu(txn, dbi, "nkeys", 12345678);
	} else if (kind == 1) {
		CK(mdb_txn_begin(env, NULL, MDB_RDONLY, &txn));
		getu(txn, dbi, "ctr");
	}
	if (write(fd, "x", 1) != 1)
		_exit(9);
	if (kind < 2)
		for (;;)
			pause();
	/* kind 2: busy; commits here are not counted, so only aborts */
	for (;;) {
		if (rand_r(&rs) % 2)
			do_write(env, dbi, &rs, 0xfff00000u | (getpid() & 0xfffff), &seq, 0);
		else
			do_read(env, dbi, 0);
	}
}

int main(int argc, char **argv)
{
	if (argc < 6) {
		fprintf(stderr, "usage: lmdb_stress DIR NPROC NTHR OPS KILL_MS [wnt]\n");
		return 2;
	}
	dir = argv[1];
	int nproc = atoi(argv[2]);
	nthr = atoi(argv[3]);
	ops = atol(argv[4]);
	int kill_ms = atoi(argv[5]);
	if (argc > 6) {
		if (strchr(argv[6], 'w')) envflags |= MDB_WRITEMAP;
		if (strchr(argv[6], 'n')) envflags |= MDB_NOSYNC;
		if (strchr(argv[6], 't')) envflags |= MDB_NOTLS;
	}
	if (nproc < 1 || nproc > 64 || nthr < 1 || nthr > 16)
		return 2;
	mkdir(dir, 0775);
	MDB_env *env = open_env(0);
	MDB_dbi dbi = open_dbi(env);
	mdb_env_close(env);
	(void)dbi;

	int res[2];
	if (pipe(res))
		return 2;
	pid_t w[64];
	for (int i = 0; i < nproc; i++) {
		w[i] = fork();
		if (w[i] == 0) {
			close(res[0]);
			worker_proc(i, res[1]);
		}
	}
	close(res[1]);

	int kills[3] = { 0, 0, 0 }, signalled = 0;
	int left = nproc, bad = 0, st;
	int status[64];
	unsigned rs = 12345;
	while (left) {
		for (int i = 0; i < nproc; i++)
			if (w[i] && waitpid(w[i], &status[i], WNOHANG) == w[i]) {
				w[i] = 0;
				left--;
			}
		if (kill_ms <= 0) {
			if (left)
				for (int i = 0; i < nproc; i++)
					if (w[i]) {
						waitpid(w[i], &status[i], 0);
						w[i] = 0;
						left--;
					}
			break;
		}
		if (!left)
			break;
		struct timespec ts = { kill_ms / 1000, (kill_ms % 1000) * 1000000L };
		nanosleep(&ts, NULL);
		int kind = rand_r(&rs) % 3, sp[2];
		if (pipe(sp))
			return 2;
		pid_t v = fork();
		if (v == 0) {
			close(sp[0]);
			victim(kind, sp[1]);
		}
		close(sp[1]);
		char c;
		/* wait until it holds what it should hold (a write txn waits
		 * for the writer mutex behind the workers) */
		if (read(sp[0], &c, 1) != 1) {
			waitpid(v, &st, 0);
			fprintf(stderr, "victim %d (kind %d) died early: status %#x\n", (int)v, kind, st);
			return 1;
		}
		close(sp[0]);
		if (kind == 2) {
			struct timespec d = { 0, (rand_r(&rs) % 50) * 1000000L };
			nanosleep(&d, NULL);
		}
		kill(v, SIGKILL);
		waitpid(v, &st, 0);
		if (WIFSIGNALED(st) && WTERMSIG(st) == SIGKILL)
			kills[kind]++;
		else {
			fprintf(stderr, "victim %d (kind %d): status %#x\n", (int)v, kind, st);
			signalled = 1;
		}
	}

	bad = signalled;
	for (int i = 0; i < nproc; i++)
		if (!WIFEXITED(status[i]) || WEXITSTATUS(status[i])) {
			fprintf(stderr, "worker %d: status %#x\n", i, status[i]);
			bad = 1;
		}
	unsigned long long tc = 0, ta = 0, tr = 0, tch = 0, td = 0;
	FILE *f = fdopen(res[0], "r");
	int idx;
	unsigned long long c, ab, r, ch, d;
	int got = 0;
	while (fscanf(f, "%d %llu %llu %llu %llu %llu", &idx, &c, &ab, &r, &ch, &d) == 6) {
		tc += c; ta += ab; tr += r; tch += ch; td += d;
		got++;
	}
	if (got != nproc)
		bad = 1;

	env = open_env(0);
	int dead;
	CK(mdb_reader_check(env, &dead));
	MDB_txn *txn;
	dbi = open_dbi(env);
	CK(mdb_txn_begin(env, NULL, MDB_RDONLY, &txn));
	unsigned long long ctr = getu(txn, dbi, "ctr");
	mdb_txn_abort(txn);
	uint64_t final = do_read(env, dbi, 0);
	MDB_stat ms;
	MDB_envinfo ei;
	CK(mdb_env_stat(env, &ms));
	CK(mdb_env_info(env, &ei));
	mdb_env_close(env);
	printf("commits %llu aborts %llu reads %llu reader_checks %llu (dead found %llu, final %d)\n",
		tc, ta, tr, tch, td, dead);
	printf("killed: in write txn %d, in read txn %d, anywhere %d\n", kills[0], kills[1], kills[2]);
	printf("ctr %llu (final read %llu) lastpg %zu txnid %zu numreaders %u\n", ctr,
		(unsigned long long)final, ei.me_last_pgno, ei.me_last_txnid, ei.me_numreaders);
	if (ctr != tc) {
		printf("FAIL: ctr %llu != commits %llu\n", ctr, tc);
		bad = 1;
	}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
