#!/bin/sh
# Every internal lock is in fork's registry (src/internal/lock.h,
# docs/fork.md): each word that src/ passes to __lock or __unlock must be
# defined with LOCK_DEFINE or LOCK_DEFINE_HOOKED, a static one in the same
# file, and no lock word may be defined the plain way.  Locks inside
# objects (one per thread, per stream) cannot be registered one by one;
# they are listed here with the code that takes care of them at fork.
# Usage: check-locks.sh [src-dir]; prints each violation, exits 1 if any.

src=${1:-$(dirname "$0")/../src}
status=0

per_object() {
	case $1 in
	self-\>killlock|t-\>killlock) echo "fork.c resets the forking thread's kill lock; no other thread exists in the child" ;;
	d-\>lock) echo "__dir_list.c's hook takes and resets every open directory's" ;;
	e-\>lock) echo "fork.c: the registry walk itself" ;;
	esac
}

for f in $(grep -rl --include='*.c' -e '__lock(' -e '__unlock(' "$src"); do
	[ "${f##*/}" = __lock.c ] && continue
	for arg in $(grep -o -e '__lock([^)]*)' -e '__unlock([^)]*)' "$f" |
		     sed -e 's/^__\(un\)*lock(//' -e 's/)$//' -e 's/^&//' -e 's/[[:space:]]//g' | sort -u); do
		case $arg in
		*-\>*|*.*)
			if [ -z "$(per_object "$arg")" ]; then
				echo "$f: $arg: a lock inside an object that nothing resets at fork (tools/check-locks.sh lists the known ones)"
				status=1
			fi ;;
		*)
			grep -q "LOCK_DEFINE[A-Z_]*(static, $arg," "$f" && continue
			grep -rq --include='*.c' "LOCK_DEFINE[A-Z_]*(hidden, $arg," "$src" && continue
			echo "$f: $arg is locked but not defined with LOCK_DEFINE (src/internal/lock.h)"
			status=1 ;;
		esac
	done
done

if grep -rnE --include='*.c' '^[[:space:]]*(static[[:space:]]+|hidden[[:space:]]+)*volatile[[:space:]]+int[[:space:]]+[A-Za-z_0-9]*lock[A-Za-z_0-9]*[[:space:]]*(\[[^]]*\])?[[:space:]]*(=[^;]*)?;' "$src"; then
	echo "^ lock words defined without LOCK_DEFINE (src/internal/lock.h)"
	status=1
fi
exit $status
