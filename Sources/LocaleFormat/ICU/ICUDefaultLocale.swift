internal import CICU

/// ICU's process-wide default locale, pinned to root.
///
/// ICU falls back to its default locale where a locale's chain reaches no
/// data, and for rule-based number formats (`spellout`, `ordinal`,
/// `duration`) in a language without them; left alone, ICU takes it from
/// `LANG`. The shim pins it to root before `main` (a C constructor,
/// `cicu_default_locale.c`); ``ensurePinned()`` repeats that, once, from
/// ``ICUString/make(_:_:_:)``, which parsing any locale or zone goes through
/// before a formatter is opened, so no ICU call runs first even where
/// constructors do not run.
enum ICUDefaultLocale {
    /// Makes sure the default locale is pinned: after the first time, one
    /// load of the shim's flag (no lazy global's `swift_once` call).
    @inline(__always) static func ensurePinned() { cicu_ensure_root_default_locale() }

    /// ICU's status of `uloc_setDefault("root")` (0 on success), pinning
    /// first if that has not happened yet.
    static var pinStatus: Int32 { cicu_pin_root_default_locale() }

    /// ICU's default locale now (`uloc_getDefault`): `""`, the root locale,
    /// once pinned.
    static var current: String { String(cString: cicu_default_locale()) }
}
