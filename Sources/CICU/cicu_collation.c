#include "include/cicu_collation.h"
