/* Dynamic loading.  weft programs are static: dlopen of a file always
   fails (dlerror says why), dlopen(NULL) gives a handle for the program
   itself, on which dlsym finds nothing, since a static program has no
   dynamic symbol table; dladdr names the program (or the vDSO) that holds
   an address, and no symbol, as glibc does for such a program.  Programs
   that only try to load optional plug-ins thus run, without them. */
#ifndef _DLFCN_H
#define _DLFCN_H

#include <features.h>

#define __WEFT_WANT_size_t
#include <bits/typedefs.h>

#define RTLD_LAZY   0x00001
#define RTLD_NOW    0x00002
#define RTLD_NOLOAD 0x00004
#define RTLD_DEEPBIND 0x00008
#define RTLD_GLOBAL 0x00100
#define RTLD_LOCAL  0
#define RTLD_NODELETE 0x01000

#if defined(_GNU_SOURCE)
# define RTLD_NEXT    ((void *)-1l)
# define RTLD_DEFAULT ((void *)0)

typedef struct {
	const char *dli_fname;  /* file of the object holding the address */
	void *dli_fbase;        /* its load address */
	const char *dli_sname;  /* the nearest symbol */
	void *dli_saddr;        /* its address */
} Dl_info;

/* Link-map namespaces (dlmopen): a static program has the base one. */
typedef long Lmid_t;
# define LM_ID_BASE  0
# define LM_ID_NEWLM (-1)

/* dladdr1's extra information */
enum { RTLD_DL_SYMENT = 1, RTLD_DL_LINKMAP = 2 };

/* dlinfo's requests */
enum {
	RTLD_DI_LMID = 1,         /* Lmid_t: the namespace */
	RTLD_DI_LINKMAP = 2,      /* struct link_map *: the object's map */
	RTLD_DI_CONFIGADDR = 3,
	RTLD_DI_SERINFO = 4,      /* Dl_serinfo: library search path */
	RTLD_DI_SERINFOSIZE = 5,  /* Dl_serinfo: just its size and count */
	RTLD_DI_ORIGIN = 6,       /* char[PATH_MAX]: directory of the object */
	RTLD_DI_PROFILENAME = 7,
	RTLD_DI_PROFILEOUT = 8,
	RTLD_DI_TLS_MODID = 9,    /* size_t: TLS module id, 0 for none */
	RTLD_DI_TLS_DATA = 10,    /* void *: this thread's TLS block */
	RTLD_DI_PHDR = 11,        /* const ElfW(Phdr) *: returns the count */
	RTLD_DI_MAX = 11
};

typedef struct {
	char *dls_name;           /* a directory searched */
	unsigned int dls_flags;
} Dl_serpath;

typedef struct {
	size_t dls_size;          /* bytes the whole structure needs */
	unsigned int dls_cnt;     /* directories in dls_serpath */
	Dl_serpath dls_serpath[1];
} Dl_serinfo;
#endif

__WEFT_BEGIN
void *dlopen(const char *file, int mode);
void *dlsym(void *__weft_restrict handle, const char *__weft_restrict name);
int dlclose(void *handle);
char *dlerror(void);
#if defined(_GNU_SOURCE)
int dladdr(const void *addr, Dl_info *info);
int dladdr1(const void *addr, Dl_info *info, void **extra, int flags);
int dlinfo(void *__weft_restrict handle, int request, void *__weft_restrict arg);
void *dlmopen(Lmid_t lmid, const char *file, int mode);
void *dlvsym(void *__weft_restrict handle, const char *__weft_restrict name,
	     const char *__weft_restrict version);

/* The object holding an address and its unwind tables (glibc 2.35):
   what the compiler's unwinder asks. */
struct dl_find_object {
	unsigned long long dlfo_flags;
	void *dlfo_map_start, *dlfo_map_end;   /* the segment holding it */
	struct link_map *dlfo_link_map;
	void *dlfo_eh_frame;                   /* its PT_GNU_EH_FRAME data */
	unsigned long long __dlfo_reserved[7];
};
int _dl_find_object(void *address, struct dl_find_object *result);
#endif
__WEFT_END

#endif
