"""ICU's messages for Tests/LocaleFormatTests/Message/MessageCases.swift (the
table MessageFormatTests and MessageFormatConcurrencyTests check) and the
rule-based arguments of MessageFormatLimitsTests.swift, through PyICU.

Question: what does the running ICU answer for each case, and does the
table say so for its major? As the cases were made:
icu.MessageFormat(pattern, locale).format(names, values) with the default
zone set to the case's zone (PyICU dates in seconds), decimals parsed by an
en_US_POSIX DecimalFormat (exact digits); default locale root.

    /usr/bin/python3 Scripts/icu-versions/oracle-message.py                  # ICU 72, the host
    Scripts/icu-versions/debian13.sh python3 Scripts/icu-versions/oracle-message.py --json .build-debian13/message.json
    /usr/bin/python3 Scripts/icu-versions/oracle-message.py --apply .build-debian13/message.json --old 72
"""

import os
import sys

sys.dont_write_bytecode = True  # nothing written into the checkout
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import icutables  # noqa: E402

CASES = "Tests/LocaleFormatTests/Message/MessageCases.swift"
LIMITS = "Tests/LocaleFormatTests/Message/MessageFormatLimitsTests.swift"


def value(argument):
    import icu

    kind, args = argument if isinstance(argument, tuple) else (".integer", (argument,))
    if kind == ".integer":
        return icu.Formattable(int(args[0]))
    if kind == ".decimal":
        posix = icu.DecimalFormat("#.#", icu.DecimalFormatSymbols(icu.Locale("en_US_POSIX")))
        return posix.parse(args[0])
    if kind == ".date":
        return icu.Formattable(int(args[0]) / 1000.0, icu.Formattable.kIsDate)
    if kind == ".string":
        return icu.Formattable(args[0])
    raise ValueError(kind)


def formatted(pattern, locale, zone, arguments):
    import icu

    icu.TimeZone.setDefault(icu.TimeZone.createTimeZone(zone))
    loc = icu.Locale.forLanguageTag(locale) if "-" in locale else icu.Locale(locale)
    names = sorted(arguments)
    return icu.MessageFormat(pattern, loc).format(names, [value(arguments[n]) for n in names])


def main():
    def case(row):
        get = {label: item.py() for label, item in zip(row.labels, row.items)}
        return formatted(get["pattern"], get["locale"], get["timeZone"], get["arguments"])

    bad = icutables.run(CASES, r"let messageCases", lambda row: row.item("expected"), case, escape=False)

    # The one message of MessageFormatLimitsTests whose text is CLDR data.
    limited = "{a,spellout} {b,ordinal} {c,duration} {d,spellout} {e,number}"
    bad += icutables.run(
        LIMITS, r'try most\.format\(\["a": 21', lambda node: node,
        lambda _: formatted(limited, "ru", "UTC", {"a": 21, "b": 2, "c": 62, "d": 1, "e": 5}),
        tag="limits", locate=icutables.after_equals(r'try most\.format\(\["a": 21'))
    return bad


if __name__ == "__main__":
    sys.exit(1 if main() else 0)
