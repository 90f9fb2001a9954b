#include "include/cicu_plural.h"
