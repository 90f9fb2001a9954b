#include "include/cicu_text.h"
