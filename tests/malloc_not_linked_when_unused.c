/* A program that never allocates carries none of the allocator; one that
   calls only malloc and free gets them but not realloc or memalign. */
// test: weft-only
// test: timeout 60
#include <stdlib.h>
#include "check.h"

int main(void)
{
	CHECK_EQ(t_sh("printf '#include <unistd.h>\\nint main(void) { "
		      "write(1, \"hi\\\\n\", 3); return 0; }\\n' > plain.c && "
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -o plain plain.c && "
		      "test \"$(./plain)\" = hi"), 0);
	CHECK_EQ(t_sh("nm plain > plain.nm && grep -q ' T main$' plain.nm"), 0);
	CHECK_EQ(t_sh("grep -Eq ' (malloc|free|__malloc_alloc|__malloc_free|__malloc_lock)$' plain.nm"), 1);

	CHECK_EQ(t_sh("printf '#include <stdlib.h>\\nint main(void) { "
		      "void *volatile p = malloc(10); free(p); return p == 0; }\\n' > mf.c && "
		      "\"$WEFT_BUILD/bin/weft-cc\" -O2 -o mf mf.c && ./mf"), 0);
	CHECK_EQ(t_sh("nm mf > mf.nm && grep -q ' T malloc$' mf.nm && grep -q ' T free$' mf.nm"), 0);
	CHECK_EQ(t_sh("grep -Eq ' (realloc|memalign|calloc|posix_memalign)$' mf.nm"), 1);
	return 0;
}
