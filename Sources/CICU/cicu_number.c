#include "include/cicu_number.h"
