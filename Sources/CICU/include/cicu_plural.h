#ifndef CICU_PLURAL_H
#define CICU_PLURAL_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif
