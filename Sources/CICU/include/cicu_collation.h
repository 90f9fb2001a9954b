#ifndef CICU_COLLATION_H
#define CICU_COLLATION_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif
