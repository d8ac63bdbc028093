/* GNU envz vectors: argz vectors whose entries are "name=value" (or a
   bare "name", an entry with a null value). */
#ifndef _ENVZ_H
#define _ENVZ_H

#include <features.h>
#include <argz.h>

__WEFT_BEGIN
char *envz_entry(const char *__envz, size_t __len, const char *__name);
char *envz_get(const char *__envz, size_t __len, const char *__name);
error_t envz_add(char **__envz, size_t *__len, const char *__name, const char *__value);
error_t envz_merge(char **__envz, size_t *__len, const char *__envz2,
		   size_t __len2, int __override);
void envz_remove(char **__envz, size_t *__len, const char *__name);
void envz_strip(char **__envz, size_t *__len);
__WEFT_END

#endif
