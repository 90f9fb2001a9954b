#ifndef CICU_NUMBER_H
#define CICU_NUMBER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif
