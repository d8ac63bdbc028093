/* libweft.a exports only public interfaces (named in weft's headers) and
   underscore names: the check passes on the real library and fails on an
   archive that exports a stray name. */
// test: weft-only
// test: timeout 60
#include <stdlib.h>
#include "check.h"

int main(void)
{
	CHECK(getenv("WEFT_ROOT") && getenv("WEFT_BUILD") && getenv("TEST_CC"));
	CHECK_EQ(t_sh("sh \"$WEFT_ROOT/tests/tools/check-exports.sh\" "
		    "\"$WEFT_BUILD/lib/libweft.a\" \"$WEFT_ROOT\""), 0);

	/* The same check must catch a stray exported name. */
	CHECK_EQ(t_sh("printf 'int helper_table_size(void) { return 1; }\\n"
		    "int __fine_internal(void) { return 2; }\\n' > stray.c && "
		    "\"$TEST_CC\" -c -o stray.o stray.c && ar rcs stray.a stray.o"), 0);
	CHECK_EQ(t_sh("sh \"$WEFT_ROOT/tests/tools/check-exports.sh\" stray.a "
		    "\"$WEFT_ROOT\" > out.txt"), 1);
	CHECK_EQ(t_sh("grep -q '^exported but not a public interface: helper_table_size$' out.txt"), 0);
	CHECK_EQ(t_sh("grep -c . out.txt | grep -qx 1"), 0);
	return 0;
}
