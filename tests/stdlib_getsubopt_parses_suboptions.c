/* getsubopt walks "name[=value],..." in place: known names give their
   index and value (null without '='), unknown ones -1 and the whole
   suboption, empty ones match an empty token, as glibc does. */
#include <stdlib.h>
#include "check.h"

int main(void)
{
	char *const tokens[] = { "ro", "rw", "size", "", NULL };
	char buf[] = "ro,size=10,bogus=3,,rw=,sizex,=5";
	char *p = buf, *v;

	CHECK_EQ(getsubopt(&p, tokens, &v), 0);
	CHECK(v == NULL);
	CHECK_STR(p, "size=10,bogus=3,,rw=,sizex,=5");
	CHECK_STR(buf, "ro");  /* the comma became the terminator */
	CHECK_EQ(getsubopt(&p, tokens, &v), 2);
	CHECK_STR(v, "10");
	CHECK_EQ(getsubopt(&p, tokens, &v), -1);
	CHECK_STR(v, "bogus=3");
	CHECK_EQ(getsubopt(&p, tokens, &v), 3);
	CHECK(v == NULL);
	CHECK_EQ(getsubopt(&p, tokens, &v), 1);
	CHECK_STR(v, "");
	CHECK_EQ(getsubopt(&p, tokens, &v), -1);
	CHECK_STR(v, "sizex");  /* a prefix match is no match */
	CHECK_EQ(getsubopt(&p, tokens, &v), 3);
	CHECK_STR(v, "5");
	CHECK_STR(p, "");

	/* at the end: -1, the string does not move */
	char *end = p;
	CHECK_EQ(getsubopt(&p, tokens, &v), -1);
	CHECK(p == end);

	char *const none[] = { NULL };
	char one[] = "x=1";
	p = one;
	CHECK_EQ(getsubopt(&p, none, &v), -1);
	CHECK_STR(v, "x=1");
	return 0;
}
