// CICU: the one C layer between Swift and the system ICU.
//
// Why it exists: ICU's headers rename every function with a version suffix
// through macros (udat_open becomes udat_open_72), which Swift cannot import
// as functions. Each function here forwards to one ICU call under a stable,
// unversioned name with the prefix `cicu_`. No ICU header is included from
// here, so no ICU type leaks into Swift: handles are opaque pointers, status
// codes are int32_t (ICU's UErrorCode; failure is status > 0), and text
// crosses the boundary as UTF-8.
//
// Conventions, shared by every function that returns text:
// - `out`/`capacity` is a caller buffer; the return value is the full UTF-8
//   length of the result (preflighting). When it exceeds `capacity`, *status
//   is U_BUFFER_OVERFLOW_ERROR (15) and the caller retries with a larger
//   buffer. The result is not NUL-terminated when it fills the buffer.
// - input strings are UTF-8 pointer + length (length -1: NUL-terminated).
#ifndef CICU_H
#define CICU_H

#include "cicu_common.h"
#include "cicu_default_locale.h"
#include "cicu_locale.h"
#include "cicu_open_id.h"
#include "cicu_date.h"
#include "cicu_number.h"
#include "cicu_plural.h"
#include "cicu_collation.h"
#include "cicu_message.h"
#include "cicu_text.h"
#include "cicu_list.h"
#include "cicu_relative.h"
#include "cicu_number_range.h"
#include "cicu_display_names.h"
#include "cicu_duration.h"
#include "cicu_interval.h"
#include "cicu_matcher.h"
#include "cicu_debug.h"
#include "cicu_memory.h"
#include "cicu_thread.h"
#include "cicu_parts.h"

#endif
