// ICU's own MeasureFormat::formatMeasures for Scripts/icu-versions/oracle-duration.py
// (PyICU before 2.14 cannot open a MeasureFormat). Reads lines
// "locale<TAB>width<TAB>unit=decimal unit=decimal…" (width as
// UMeasureFormatWidth: 0 wide, 1 short, 2 narrow, 3 numeric) and prints
// each duration's text on its own line, as the library's shim makes it:
// Formattable(StringPiece decimal), MeasureUnit::forIdentifier, default
// locale root.
#include <iostream>
#include <sstream>
#include <string>
#include <vector>
#include <unicode/fmtable.h>
#include <unicode/measfmt.h>
#include <unicode/measunit.h>
#include <unicode/measure.h>
#include <unicode/uversion.h>

using namespace icu;

int main() {
    UErrorCode status = U_ZERO_ERROR;
    Locale::setDefault(Locale::getRoot(), status);
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream fields(line);
        std::string locale, width, measures;
        std::getline(fields, locale, '\t');
        std::getline(fields, width, '\t');
        std::getline(fields, measures);
        status = U_ZERO_ERROR;
        MeasureFormat format(Locale(locale.c_str()), (UMeasureFormatWidth)std::stoi(width), status);
        std::vector<Measure> list;
        std::istringstream parts(measures);
        std::string part;
        while (parts >> part) {
            auto eq = part.find('=');
            std::string unit = part.substr(0, eq), value = part.substr(eq + 1);
            Formattable number(StringPiece(value.c_str()), status);
            MeasureUnit *u = new MeasureUnit(MeasureUnit::forIdentifier(unit.c_str(), status));
            list.emplace_back(number, u, status);
        }
        UnicodeString result;
        FieldPosition position(FieldPosition::DONT_CARE);
        format.formatMeasures(list.data(), (int32_t)list.size(), result, position, status);
        std::string out;
        if (U_FAILURE(status)) out = std::string("<error ") + u_errorName(status) + ">";
        else result.toUTF8String(out);
        std::cout << out << "\n";
    }
    return 0;
}
