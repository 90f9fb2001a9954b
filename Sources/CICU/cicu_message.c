#include "include/cicu_message.h"
