/* getaddrinfo_a's queue, helpers and fork hook come only with the
   asynchronous lookups: a program calling getaddrinfo links none of
   it, one calling getaddrinfo_a links it and the notification code it
   shares with aio, but none of aio. */
// test: weft-only
// test: timeout 60
#include "check.h"

int main(void)
{
	CHECK_EQ(t_sh("cat > sync.c <<'EOF'\n"
		      "#include <netdb.h>\n"
		      "int main(void) { struct addrinfo *ai;\n"
		      "  if (getaddrinfo(\"127.0.0.1\", 0, 0, &ai)) return 1;\n"
		      "  freeaddrinfo(ai); return 0; }\n"
		      "EOF\n"
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -o sync sync.c && ./sync"), 0);
	CHECK_EQ(t_sh("nm sync > sync.nm && grep -q ' T getaddrinfo$' sync.nm"), 0);
	CHECK_EQ(t_sh("grep -Eq ' (getaddrinfo_a|__gai_[a-z_]*|__sigev_[a-z_]*)$' sync.nm"), 1);

	CHECK_EQ(t_sh("cat > async.c <<'EOF'\n"
		      "#define _GNU_SOURCE\n#include <netdb.h>\n"
		      "int main(void) { struct gaicb a = { .ar_name = \"127.0.0.1\" }, *l[1] = { &a };\n"
		      "  if (getaddrinfo_a(GAI_WAIT, l, 1, 0) || gai_error(&a)) return 1;\n"
		      "  freeaddrinfo(a.ar_result); return 0; }\n"
		      "EOF\n"
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -o async async.c && ./async"), 0);
	CHECK_EQ(t_sh("nm async > async.nm && for s in getaddrinfo_a __gai_enqueue __sigev_notify "
		      "__sigev_group_done; do grep -Eq \" [TtW] $s\\$\" async.nm || exit 1; done"), 0);
	CHECK_EQ(t_sh("grep -Eq ' (aio_[a-z]*|lio_listio|__aio_[a-z_]*)$' async.nm"), 1);
	return 0;
}
