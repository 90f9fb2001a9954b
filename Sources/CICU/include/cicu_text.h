#ifndef CICU_TEXT_H
#define CICU_TEXT_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif
