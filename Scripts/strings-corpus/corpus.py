#!/usr/bin/env python3
"""An independent corpus for the `string` op: catalogs written here, requests
over them, and the answers a reference written from Docs/Catalogs.md and
Docs/Protocol.md ("Op string") expects, with plural categories, numbers
and language matching from the system ICU through icu-oracle.cpp (nothing
of LocaleFormat's code). `run.sh` answers the requests through
`icufmt batch --catalog` and compares.

    corpus.py WORK [COUNT] [SEED]

writes WORK/catalogs/{syn,old}/ (an `.xcstrings` catalog and an `.lproj`
one of `.strings` and `.stringsdict` files), WORK/requests.jsonl and
WORK/expected.jsonl (per request: {"text","localization","fallback"} or
{"error": code}, and the request's class for the report). With
LOCALEFORMAT_REAL_CATALOGS set, it adds requests over every real
`.xcstrings` there (loaded as catalogs real1, real2, ...; their text is read
at run time, never written into the repository); WORK/catalogs.txt lists
the `--catalog` flags.
"""
import json
import os
import random
import re
import subprocess
import sys
from decimal import Decimal

HERE = os.path.dirname(os.path.abspath(__file__))


class Oracle:
    """icu-oracle on a pipe, answers memoized."""

    def __init__(self, binary):
        self.process = subprocess.Popen([binary], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                                        encoding="utf-8")
        self.memo = {}

    def ask(self, line):
        if line not in self.memo:
            self.process.stdin.write(line + "\n")
            self.process.stdin.flush()
            self.memo[line] = self.process.stdout.readline().rstrip("\n")
        return self.memo[line]

    def plural(self, tag, value):
        return self.ask(f"P {tag} {value}")

    def number(self, tag, skeleton, value):
        answer = self.ask(f"N {tag} {'+'.join(skeleton.split())} {value}")
        if answer.startswith("!"):
            raise RuntimeError(f"ICU: {answer} for {tag} {skeleton} {value}")
        return answer

    def match(self, supported, desired):
        return int(self.ask(f"M {','.join(supported)} {','.join(desired)}"))


class Failure(Exception):
    """A rendering that ends in a protocol error."""

    def __init__(self, code):
        super().__init__(code)
        self.code = code


# ---------------------------------------------------------------- the model
# A value is ("text", format, substitutions) | ("plural", {category: value}, integer_operand)
# | ("device", {device: value}) | ("width", [(width, value)] ascending).
# substitutions: {name: (arg_number or None, specifier, uses_arg_token, plural value)}.

DEVICE_ORDER = ["iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision"]
SPEC = re.compile(r"%(?:(\d+)\$)?(?:#@([^@]*)@|([-+ 0#']*)(\d*)(?:\.(\d*))?(hh|h|ll|l|q|z|t|j|L)?([@dDiuUxXoOfFeEgGaAcCsS])|(%))")


class Table:
    def __init__(self, localizations, development, entries, key_is_source):
        # localizations: {tag: spelling}; entries: {key: {"values": {tag: value}, "translate": bool}}
        self.spellings = localizations
        self.development = development
        self.entries = entries
        self.key_is_source = key_is_source

    @property
    def supported(self):
        return sorted(self.spellings, key=lambda tag: self.spellings[tag].encode())


def tag_parts(tag):
    parts = tag.replace("_", "-").split("-")
    language, script, region = parts[0], "", ""
    for part in parts[1:]:
        if len(part) == 4 and part.isalpha():
            script = part.capitalize()
        elif (len(part) == 2 and part.isalpha()) or (len(part) == 3 and part.isdigit()):
            region = part.upper()
    return language, script, region


class Reference:
    def __init__(self, oracle):
        self.oracle = oracle

    # -- language choice ("Choosing the language")
    def render(self, table, request):
        key = request["key"]
        if key not in table.entries:
            raise Failure("unknownKey")
        languages = request["languages"]
        supported = table.supported
        index = self.oracle.match(supported, languages)
        chosen = supported[index] if index >= 0 else table.development
        matched = None
        if index >= 0:
            for language in languages:
                if self.oracle.match(supported, [language]) == index:
                    matched = language
                    break
        entry = table.entries[key]
        text = self.attempt(table, entry, key, chosen, matched, request)
        if text is not None:
            return {"text": text, "localization": chosen, "fallback": False}
        if request.get("strict") or chosen == table.development:
            raise Failure("missingTranslation")
        text = self.attempt(table, entry, key, table.development, matched, request)
        if text is None:
            raise Failure("missingTranslation")
        return {"text": text, "localization": table.development, "fallback": True}

    def attempt(self, table, entry, key, localization, matched, request):
        if not entry["translate"] or localization == table.development:
            value = entry["values"].get(table.development)
            if value is None and table.key_is_source:
                value = ("text", key, None)
        else:
            value = entry["values"].get(localization)
        if value is None:
            return None
        if "formatLocale" in request:
            format_locale = request["formatLocale"]
        else:
            language, script, _ = tag_parts(localization)
            region = tag_parts(matched)[2] if matched else ""
            format_locale = "-".join(p for p in (language, script, region) if p) if region else localization
        context = {"args": request.get("args", []), "device": request.get("device", "other"),
                   "width": request.get("width"), "plural_locale": localization, "format_locale": format_locale,
                   "localize": request.get("localizeNumbers", True)}
        chosen = self.choose(value, context)
        if chosen is None:
            return None
        _, fmt, substitutions = chosen
        expanded = self.expand(fmt, substitutions, context, 0)
        if expanded is None:
            return None
        return self.format(expanded, context)

    # -- variants ("Entries and variations")
    def choose(self, value, context):
        kind = value[0]
        if kind == "text":
            return value
        if kind == "plural":
            variant = self.variant(value, 1, context)
            return None if variant is None else self.choose(variant, context)
        if kind == "device":
            devices = value[1]
            for device in [context["device"], "other"] + DEVICE_ORDER:
                if device in devices:
                    return self.choose(devices[device], context)
            return None
        if kind == "width":
            widths = value[1]
            width = context["width"]
            if width is None:
                return self.choose(widths[-1][1], context)
            fitting = [v for w, v in widths if w <= width]
            return self.choose(fitting[-1] if fitting else widths[0][1], context)
        raise ValueError(kind)

    def variant(self, plural, position, context):
        _, variants, integer_operand = plural
        args = context["args"]
        if position > len(args):
            raise Failure("invalidArgument")
        argument = args[position - 1]
        if integer_operand:
            number = self.integer(argument)
            if number == 0 and "zero" in variants:
                return variants["zero"]
            category = self.oracle.plural(context["plural_locale"], str(number))
        else:
            category = self.oracle.plural(context["plural_locale"], repr(float(self.decimal(argument))))
        return variants.get(category, variants.get("other"))

    def expand(self, fmt, substitutions, context, depth):
        if "#" not in fmt:
            return fmt
        out, counter, last = [], 0, 0
        for match in SPEC.finditer(fmt):
            out.append(fmt[last:match.start()])
            last = match.end()
            if match.group(8):
                out.append("%%")
                continue
            position = int(match.group(1)) if match.group(1) else None
            if position is None:
                counter += 1
                position = counter
            name = match.group(2)
            if name is None:
                out.append(match.group(0))
                continue
            number, specifier, uses_arg, plural = substitutions[name]
            position = number or position
            chosen = self.variant(plural, position, context)
            if chosen is None:
                return None
            text = self.choose(chosen, context)
            if text is None:
                return None
            variant_format = text[1]
            if uses_arg:
                variant_format = variant_format.replace("%arg", f"%{position}${specifier.lstrip('%')}")
            inner = self.expand(variant_format, text[2] or substitutions, context, depth + 1)
            if inner is None:
                return None
            out.append(inner)
        out.append(fmt[last:])
        return "".join(out)

    # -- arguments ("Format strings and arguments")
    @staticmethod
    def decimal(argument):
        if isinstance(argument, str):
            try:
                value = Decimal(argument)
            except Exception:
                raise Failure("invalidArgument")
            if not value.is_finite():
                raise Failure("invalidArgument")
            return value
        return Decimal(str(argument))

    def integer(self, argument):
        value = self.decimal(argument)
        if value != value.to_integral_value() or (isinstance(argument, float)) or \
                (isinstance(argument, str) and "." in argument):
            raise Failure("invalidArgument")
        return int(value)

    def format(self, fmt, context):
        if "%" not in fmt:
            return fmt
        out, counter, last = [], 0, 0
        args = context["args"]
        for match in SPEC.finditer(fmt):
            if "%" in fmt[last:match.start()]:
                raise Failure("invalidCatalog")  # a % that starts no specifier
            out.append(fmt[last:match.start()])
            last = match.end()
            if match.group(8):
                out.append("%")
                continue
            position = int(match.group(1)) if match.group(1) else None
            if position is None:
                counter += 1
                position = counter
            if position > len(args):
                raise Failure("invalidArgument")
            flags, width, precision, conversion = match.group(3), match.group(4), match.group(5), match.group(7)
            out.append(self.print(args[position - 1], flags, int(width) if width else None,
                                  None if precision is None else int(precision or 0), conversion, context))
        if "%" in fmt[last:]:
            raise Failure("invalidCatalog")
        out.append(fmt[last:])
        return "".join(out)

    def print(self, argument, flags, width, precision, conversion, context):
        locale = context["format_locale"]

        def pad(text):
            if width is None or len(text) >= width:
                return text
            spaces = " " * (width - len(text))
            return text + spaces if "-" in flags else spaces + text

        if conversion == "@":
            if isinstance(argument, str):
                return pad(argument)
            return pad(self.oracle.number(locale, "rounding-mode-half-even", str(self.decimal(argument))))
        if conversion in "sS":
            if not isinstance(argument, str):
                raise Failure("invalidArgument")
            return pad(argument)
        if conversion in "xX":
            value = self.integer(argument) & 0xFFFFFFFFFFFFFFFF
            return pad(format(value, "x" if conversion == "x" else "X"))
        if conversion in "cC":
            return pad(chr(self.integer(argument)))
        if conversion in "dDiuU":
            value = self.integer(argument)
            if conversion in "uU" and value < 0:
                raise Failure("invalidArgument")
            if not context["localize"]:
                return self.posix(flags, width, precision, "d", value)
            digits = precision if precision is not None else 1
            skeleton = "precision-integer rounding-mode-half-even"
            if digits > 1:
                skeleton += " integer-width/*" + "0" * digits
            return self.signed(value < 0, self.oracle.number(locale, skeleton, str(value)), flags, width, locale,
                               skeleton, str(-value) if value < 0 else None)
        if conversion in "fF":
            value = self.decimal(argument)
            digits = 6 if precision is None else precision
            if not context["localize"]:
                return self.posix(flags, width, digits, "f", float(value))
            skeleton = ("." + "0" * digits if digits else "precision-integer") + " rounding-mode-half-even"
            return self.signed(value < 0, self.oracle.number(locale, skeleton, str(value)), flags, width, locale,
                               skeleton, str(-value) if value < 0 else None)
        raise ValueError(conversion)

    @staticmethod
    def posix(flags, width, precision, conversion, value):
        """C printf in the POSIX locale (Python's % operator follows it for these)."""
        spec = "%" + "".join(f for f in flags if f in "-+ 0#") + (str(width) if width else "")
        spec += (f".{precision}" if precision is not None else "") + conversion
        return spec % value

    def signed(self, negative, text, flags, width, locale, skeleton, magnitude_text):
        sign = ""
        if not negative:
            sign = "+" if "+" in flags else " " if " " in flags else ""
        width = width or 0
        if "0" in flags and "-" not in flags and len(sign) + len(text) < width:
            zero = self.oracle.number(locale, skeleton, "0")[0]
            magnitude = text
            if negative:
                absolute = self.oracle.number(locale, skeleton, magnitude_text)
                if text.endswith(absolute):
                    sign, magnitude = text[:len(text) - len(absolute)], absolute
            zeros = width - len(sign) - len(magnitude)
            text = (zero * zeros if zeros > 0 else "") + magnitude
        text = sign + text
        if len(text) < width:
            text = (text + " " * (width - len(text))) if "-" in flags else " " * (width - len(text)) + text
        return text


# ------------------------------------------------------- synthetic catalogs

LANGUAGES = ["en", "ru", "pl", "uk", "cs", "fr", "de", "ar", "cy", "ja", "pt-BR", "zh-Hans", "lt", "he"]
CATEGORIES = ["zero", "one", "two", "few", "many", "other"]


def unit(value):
    return {"stringUnit": {"state": "translated", "value": value}}


def synthetic(rng):
    """The `.xcstrings` catalog: (its JSON, its Table)."""
    entries, strings = {}, {}

    def add(key, values, translate=True, json_values=None):
        entries[key] = {"values": values, "translate": translate}
        strings[key] = {"localizations": json_values}
        if not translate:
            strings[key]["shouldTranslate"] = False

    def text(fmt):
        return ("text", fmt, None), unit(fmt)

    def plural(variants, integer=True):
        model = ("plural", {c: ("text", f, None) for c, f in variants.items()}, integer)
        return model, {"variations": {"plural": {c: unit(f) for c, f in variants.items()}}}

    for n in range(40):
        values, json_values = {}, {}
        for language in LANGUAGES:
            if language != "en" and rng.random() < 0.25:
                continue  # missing: falls back
            model, data = text(f"Hello {n} [{language}]")
            values[language], json_values[language] = model, data
        add(f"greeting {n}", values, json_values=json_values)
    # Plural sentences: a variant per category (zero in some); the category shows in the text.
    for n, (spec, word) in enumerate([("%lld", "items"), ("%d", "files"), ("%u", "photos"), ("%ld", "days"),
                                      ("%lld", "friends"), ("%.1f", "km"), ("%lu", "songs"), ("%i", "likes")]):
        key = f"{spec} {word}"
        values, json_values = {}, {}
        for language in LANGUAGES:
            if language not in ("en",) and rng.random() < 0.15:
                continue
            cats = [c for c in CATEGORIES if c != "zero" or n % 3 == 0]
            if n % 4 == 1:
                cats = [c for c in cats if c not in ("few",)]  # a category missing: other
            variants = {c: f"{spec} {word} ({c}, {language})" for c in cats}
            if n % 5 == 2:
                variants["one"] = f"one {word} ({language})"  # the number left out
            model, data = plural(variants, integer="f" not in spec)
            values[language], json_values[language] = model, data
        add(key, values, json_values=json_values)
    # Substitutions: a name and a count (argNum), and a float one.
    for n, (spec, noun) in enumerate([("lld", "post"), ("d", "comment"), ("f", "mile")]):
        key = f"%@ and %{spec} {noun}s"
        values, json_values = {}, {}
        for language in LANGUAGES:
            if language != "en" and rng.random() < 0.2:
                continue
            cats = ["one", "few", "many", "other"] + (["zero"] if n == 1 else [])
            shown = "%arg" if spec != "f" else "%arg"
            variants = {c: f"{shown} {noun} {c}" for c in cats}
            sub_model = ("plural", {c: ("text", v, None) for c, v in variants.items()}, spec != "f")
            substitutions = {"count": (2, spec, True, sub_model)}
            fmt = f"%1$@ [{language}] %#@count@"
            values[language] = ("text", fmt, substitutions)
            json_values[language] = {
                "stringUnit": {"state": "translated", "value": fmt},
                "substitutions": {"count": {"argNum": 2, "formatSpecifier": spec, "variations": {
                    "plural": {c: unit(v) for c, v in variants.items()}}}}}
        add(key, values, json_values=json_values)
    # Specifiers: positions, widths, flags, precision, hex, strings, percent.
    formats = ["%2$@ before %1$@", "%@ has %lld points", "%.2f%% done", "[%5d]", "[%-6d]", "[%05d]", "[%+d]",
               "[% d]", "%.3d", "hex %x", "%s and %@", "%d of %d", "%3$@ %1$@ %2$@", "%.0f", "%f", "%'d",
               "%@", "%1$lld/%1$lld", "%.1f°", "%c!"]
    for n, fmt in enumerate(formats):
        key = f"format {n}"
        values, json_values = {}, {}
        for language in LANGUAGES:
            if language != "en" and rng.random() < 0.3:
                continue
            model, data = text(f"{fmt} <{language}>")
            values[language], json_values[language] = model, data
        add(key, values, json_values=json_values)
    # Devices.
    values, json_values = {}, {}
    for language in ["en", "ru", "de", "ja"]:
        devices = {"iphone": f"Tap ({language})", "mac": f"Click ({language})"}
        if language != "ja":
            devices["other"] = f"Select ({language})"
        values[language] = ("device", {d: ("text", t, None) for d, t in devices.items()})
        json_values[language] = {"variations": {"device": {d: unit(t) for d, t in devices.items()}}}
    add("action", values, json_values=json_values)
    # Device, then plural.
    values, json_values = {}, {}
    for language in ["en", "ru", "pl"]:
        per = {}
        data = {}
        for device in ("iphone", "other"):
            variants = {c: f"%lld {device} {c} {language}" for c in ("one", "few", "many", "other")}
            per[device] = ("plural", {c: ("text", t, None) for c, t in variants.items()}, True)
            data[device] = {"variations": {"plural": {c: unit(t) for c, t in variants.items()}}}
        values[language] = ("device", per)
        json_values[language] = {"variations": {"device": data}}
    add("%lld devices", values, json_values=json_values)
    # shouldTranslate false, and keys without a source value (the key renders).
    add("Brand", {"en": ("text", "Brand™", None)}, translate=False, json_values={"en": unit("Brand™")})
    for n in range(5):
        add(f"Only the key {n} %@", {"ru": ("text", f"Только ключ {n} %@", None)},
            json_values={"ru": unit(f"Только ключ {n} %@")})
    spellings = {language: language for language in LANGUAGES}
    catalog = {"sourceLanguage": "en", "strings": strings, "version": "1.0"}
    return catalog, Table(spellings, "en", entries, key_is_source=True)


def stringsdict_plural(key, fmt, variable, spec, variants):
    items = "".join(f"<key>{c}</key><string>{t}</string>" for c, t in variants.items())
    return (f"<key>{key}</key><dict><key>NSStringLocalizedFormatKey</key><string>{fmt}</string>"
            f"<key>{variable}</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
            f"<key>NSStringFormatValueTypeKey</key><string>{spec}</string>{items}</dict></dict>")


def stringsdict_width(key, widths):
    items = "".join(f"<key>{w}</key><string>{t}</string>" for w, t in widths)
    return (f"<key>{key}</key><dict><key>NSStringVariableWidthRuleType</key><dict>{items}</dict></dict>")


def escape_strings(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


def lproj(root):
    """The `.lproj` catalog: files written under root, and its Table."""
    languages = ["en", "ru", "de", "pl", "ar"]
    entries = {}
    for language in languages:
        folder = os.path.join(root, f"{language}.lproj")
        os.makedirs(folder, exist_ok=True)
        pairs = []
        for n in range(30):
            if language != "en" and (n * 7 + len(language)) % 5 == 0:
                continue
            value = f"Line {n} in {language}" + (" %@" if n % 3 == 0 else "")
            pairs.append((f"line {n}", value))
        pairs.append(("quote", f"\"{language}\" \\ done"))
        with open(os.path.join(folder, "Localizable.strings"), "w", encoding="utf-16" if language == "ru" else "utf-8") as f:
            f.write("/* written by corpus.py */\n")
            for key, value in pairs:
                f.write(f'"{escape_strings(key)}" = "{escape_strings(value)}";\n')
        for key, value in pairs:
            entries.setdefault(key, {"values": {}, "translate": True})["values"][language] = ("text", value, None)
        dicts = []
        variants = {c: f"%d Datei {c} {language}" for c in ("one", "few", "many", "other")}
        if language == "ar":
            variants["zero"] = "لا ملفات"
        dicts.append(stringsdict_plural("%d files", f"%#@files@ [{language}]", "files", "d", variants))
        sub = ("plural", {c: ("text", t, None) for c, t in variants.items()}, True)
        entries.setdefault("%d files", {"values": {}, "translate": True})["values"][language] = (
            "text", f"%#@files@ [{language}]", {"files": (None, "d", False, sub)})
        if language in ("en", "de"):
            widths = [(20, f"Short {language}"), (50, f"A medium text {language}"), (100, f"A long text, {language}")]
            dicts.append(stringsdict_width("title", widths))
            entries.setdefault("title", {"values": {}, "translate": True})["values"][language] = (
                "width", [(w, ("text", t, None)) for w, t in widths])
        with open(os.path.join(folder, "Localizable.stringsdict"), "w", encoding="utf-8") as f:
            f.write('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict>' + "".join(dicts)
                    + "</dict></plist>\n")
    return Table({language: language for language in languages}, "en", entries, key_is_source=False)


# ----------------------------------------------------------------- real catalogs

def real_value(data):
    if "stringUnit" in data and "variations" not in data:
        return ("text", data["stringUnit"].get("value", ""), real_substitutions(data.get("substitutions")))
    variations = data.get("variations", {})
    if "plural" in variations:
        variants = {c: real_value(v) for c, v in variations["plural"].items()}
        other = variants.get("other") or next(iter(variants.values()))
        return ("plural", variants, operand_is_integer(other))
    if "device" in variations:
        return ("device", {d: real_value(v) for d, v in variations["device"].items()})
    raise ValueError("unknown value")


def first_text(value):
    while value[0] != "text":
        value = value[1].get("other") or next(iter(value[1].values())) if value[0] != "width" else value[1][-1][1]
    return value


def operand_is_integer(value):
    counter = 0
    for match in SPEC.finditer(first_text(value)[1]):
        if match.group(8):
            continue
        position = int(match.group(1)) if match.group(1) else None
        if position is None:
            counter += 1
            position = counter
        if position == 1 and not match.group(2):
            return match.group(7) not in "fFeEgGaA"
    return True


def real_substitutions(data):
    if not data:
        return None
    out = {}
    for name, sub in data.items():
        spec = sub.get("formatSpecifier", "@")
        plural = {c: real_value(v) for c, v in sub.get("variations", {}).get("plural", {}).items()}
        integer = spec.lstrip("%")[-1:] not in "fFeEgGaA@"
        out[name] = (sub.get("argNum"), spec, True, ("plural", plural, integer))
    return out


def real_table(path):
    data = json.load(open(path, encoding="utf-8"))
    source = data.get("sourceLanguage", "en")
    spellings = {source: source}
    entries = {}
    for key, entry in data.get("strings", {}).items():
        values = {}
        for language, value in entry.get("localizations", {}).items():
            spellings[language] = language
            try:
                values[language] = real_value(value)
            except (ValueError, StopIteration, KeyError, IndexError):
                values = None
                break
        if values is not None:
            entries[key] = {"values": values, "translate": entry.get("shouldTranslate", True)}
    table = Table(spellings, source, entries, key_is_source=True)
    table.name = os.path.splitext(os.path.basename(path))[0]
    return table


def arguments_for(value):
    """Arguments that fit the specifiers of a value's first text and its substitutions."""
    kinds = {}

    def scan(fmt, substitutions):
        counter = 0
        for match in SPEC.finditer(fmt):
            if match.group(8):
                continue
            position = int(match.group(1)) if match.group(1) else None
            if position is None:
                counter += 1
                position = counter
            if match.group(2):
                sub = (substitutions or {}).get(match.group(2))
                if sub:
                    kinds.setdefault(sub[0] or position, "i" if sub[3][2] else "f")
                continue
            kinds.setdefault(position, match.group(7))

    text = first_text(value)
    scan(text[1], text[2])
    if value[0] == "plural":
        kinds.setdefault(1, "i" if value[2] else "f")
    args = []
    for position in range(1, (max(kinds) if kinds else 0) + 1):
        kind = kinds.get(position, "@")
        args.append("Ada" if kind in "@sS" else 2.5 if kind in "fFeEgGaA" else 65 if kind in "cC" else None)
    return args


# ----------------------------------------------------------------- requests

LANGUAGE_LISTS = [["ru"], ["ru-RU", "en"], ["de-CH"], ["de-AT", "en"], ["fr-CA", "en"], ["pl"], ["uk", "ru"],
                  ["ar-EG"], ["ar"], ["cy"], ["ja-JP"], ["pt-PT"], ["pt-BR"], ["zh-TW"], ["zh-CN"], ["es", "fr"],
                  ["en-GB"], ["en-IN"], ["nl"], ["he-IL"], ["lt"], ["cs-CZ"], ["sv", "de"], ["en"]]
INTEGERS = [0, 1, 2, 3, 4, 5, 11, 12, 21, 22, 25, 101, 111, 1000, 1234, 12345, 1000000, -1, -5, -1234]
DECIMALS = [0.5, 1.0, 1.5, 2.5, 0, 1234.5, 0.25, 10.125, -3.75]


def main():
    work = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    oracle_binary = os.path.join(work, "icu-oracle")
    os.makedirs(work, exist_ok=True)
    subprocess.run(["sh", "-c", f"c++ -O1 '{HERE}/icu-oracle.cpp' $(pkg-config --cflags --libs icu-i18n) "
                                f"-o '{oracle_binary}'"], check=True)
    reference = Reference(Oracle(oracle_binary))
    syn_root, old_root = os.path.join(work, "catalogs", "syn"), os.path.join(work, "catalogs", "old")
    os.makedirs(syn_root, exist_ok=True)
    catalog, syn = synthetic(rng)
    with open(os.path.join(syn_root, "Localizable.xcstrings"), "w", encoding="utf-8") as f:
        json.dump(catalog, f, ensure_ascii=False, indent=2)
    old = lproj(old_root)
    tables = {"syn": syn, "old": old}
    flags = [f"syn={syn_root}", f"old={old_root}"]
    real = os.environ.get("LOCALEFORMAT_REAL_CATALOGS")
    if real:
        for folder, _, files in sorted(os.walk(real)):
            for file in sorted(files):
                if file.endswith(".xcstrings"):
                    name = f"real{len(flags) - 1}"
                    path = os.path.join(folder, file)
                    tables[name] = real_table(path)
                    flags.append(f"{name}={path}")
    with open(os.path.join(work, "catalogs.txt"), "w") as f:
        f.write("\n".join(flags) + "\n")

    requests, expected, skipped = [], [], {}

    def add(catalog_name, fields, klass):
        request = {"id": len(requests) + 1, "op": "string", "catalog": catalog_name, **fields}
        table = tables[catalog_name]
        try:
            answer = reference.render(table, fields)
        except Failure as failure:
            answer = {"error": failure.code}
        except (KeyError, ValueError, IndexError, RuntimeError):
            # Outside what the reference models (a real catalog's quirk): left out, not guessed.
            skipped[catalog_name] = skipped.get(catalog_name, 0) + 1
            return
        answer["class"] = klass
        requests.append(request)
        expected.append(answer)

    def group(table, weights, test):
        keys = sorted(table.entries)
        return {name: (weight, [k for k in keys if test(k) == name]) for name, weight in weights.items()}

    syn_groups = group(syn, {"greeting": 15, "plural": 30, "substitution": 15, "format": 25, "device": 7,
                             "keyAsValue": 4, "shouldTranslate": 4},
                       lambda k: "greeting" if k.startswith("greeting") else "substitution" if " and %" in k
                       else "device" if k in ("action", "%lld devices") else "format" if k.startswith("format")
                       else "keyAsValue" if k.startswith("Only") else "shouldTranslate" if k == "Brand"
                       else "plural")
    old_groups = group(old, {"line": 40, "plural": 35, "width": 15, "escapes": 10},
                       lambda k: "line" if k.startswith("line") else "plural" if k == "%d files"
                       else "width" if k == "title" else "escapes")
    real_names = [name for name in tables if name.startswith("real")]
    synthetic_count = count if not real_names else count * 2 // 3
    for _ in range(synthetic_count):
        catalog_name = "syn" if rng.random() < 0.75 else "old"
        table = tables[catalog_name]
        groups = syn_groups if catalog_name == "syn" else old_groups
        klass = rng.choices(list(groups), weights=[weight for weight, _ in groups.values()])[0]
        key = rng.choice(groups[klass][1])
        fields = {"key": key, "languages": rng.choice(LANGUAGE_LISTS)}
        values = table.entries[key]["values"]
        sample = values.get("en") or next(iter(values.values()))
        args = arguments_for(sample)
        roll = rng.random()
        for i, a in enumerate(args):
            if a is None:
                args[i] = rng.choice(INTEGERS)
        if any(isinstance(a, float) for a in args) and rng.random() < 0.5:
            args = [rng.choice(DECIMALS) if isinstance(a, float) else a for a in args]
        if key.startswith("%.1f") or "mile" in key:
            args = [rng.choice(DECIMALS) if not isinstance(a, str) else a for a in args]
        if "%u" in key or "%lu" in key:
            args = [abs(a) if isinstance(a, int) else a for a in args]
        if args:
            fields["args"] = args
        if roll < 0.05:
            fields["strict"] = True
            klass += "+strict"
        elif roll < 0.1:
            fields["formatLocale"] = rng.choice(["de-CH", "fr", "ar-EG", "hi-IN", "en-US"])
            klass += "+formatLocale"
        elif roll < 0.13:
            fields["localizeNumbers"] = False
            klass += "+posix"
        elif roll < 0.16 and args:
            fields["args"] = ["many"] + args[1:]
            klass += "+wrongArgument"
        elif roll < 0.18:
            fields["key"] = key + " (no such key)"
            klass = "unknownKey"
        if key in ("action", "%lld devices"):
            fields["device"] = rng.choice(["iphone", "ipad", "mac", "other", "appletv"])
        if key == "title" and rng.random() < 0.8:
            fields["width"] = rng.choice([1, 20, 30, 50, 99, 100, 1000])
        add(catalog_name, fields, f"{catalog_name}:{klass}")
    for name in real_names:
        table = tables[name]
        keys = sorted(table.entries)
        languages = table.supported
        for _ in range((count - synthetic_count) // max(1, len(real_names))):
            key = rng.choice(keys)
            values = table.entries[key]["values"]
            if not values:
                continue
            try:
                args = arguments_for(next(iter(values.values())))
            except (KeyError, StopIteration, IndexError, AttributeError):
                continue
            args = [rng.choice(INTEGERS[:12]) if a is None else a for a in args]
            wanted = [rng.choice(languages)] if rng.random() < 0.7 else [rng.choice(LANGUAGE_LISTS)[0], "en"]
            fields = {"key": key, "languages": wanted}
            if table.name != "Localizable":
                fields["table"] = table.name
            if args:
                fields["args"] = args
            add(name, fields, "real")
    with open(os.path.join(work, "requests.jsonl"), "w", encoding="utf-8") as f:
        for request in requests:
            f.write(json.dumps(request, ensure_ascii=False) + "\n")
    with open(os.path.join(work, "expected.jsonl"), "w", encoding="utf-8") as f:
        for answer in expected:
            f.write(json.dumps(answer, ensure_ascii=False) + "\n")
    print(f"{len(requests)} requests over {', '.join(tables)}; left out (outside the reference): {skipped or 'none'}")


if __name__ == "__main__":
    main()
