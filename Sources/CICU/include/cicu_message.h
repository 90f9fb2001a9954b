#ifndef CICU_MESSAGE_H
#define CICU_MESSAGE_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#ifdef __cplusplus
}
#endif

#endif
