/// Reads a `.strings` file: a binary property list (`bplist00`, as in a
/// built app) or XML one through Foundation, text through
/// ``StringsTextDecoder`` and ``StringsFileParser`` (whose errors carry a
/// line and a column, which Foundation's old-style reader does not give).
enum StringsFileReader {
    /// A file's pairs, with the line of each key (0 in a property list) and
    /// the keys written more than once.
    struct File {
        var values: [String: (value: String, line: UInt32)] = [:]
        /// A key again: its line and that of its first occurrence.
        var duplicates: [(key: String, line: Int, firstLine: Int)] = []
    }

    static func read(_ bytes: [UInt8], path: String) throws(CatalogLoadError) -> [String: String] {
        try readFile(bytes, path: path).values.mapValues(\.value)
    }

    static func readFile(_ bytes: [UInt8], path: String) throws(CatalogLoadError) -> File {
        if PropertyListFile.isBinary(bytes) || PropertyListFile.isXML(bytes) {
            let root = try PropertyListFile.read(bytes, path: path)
            guard let pairs = root as? [String: Any] else {
                throw CatalogLoadError(path: path, "a .strings property list whose root is not a dictionary")
            }
            var result = File()
            for (key, value) in pairs {
                guard let text = value as? String else {
                    throw CatalogLoadError(path: path, "the value of \"\(key.prefix(80))\" is not a string")
                }
                try ValueCheck.check(text, path: path)
                result.values[key] = (text, 0)
            }
            return result
        }
        let scalars: [Unicode.Scalar]
        do {
            scalars = try StringsTextDecoder.decode(bytes)
        } catch {
            throw CatalogLoadError(path: path, line: error.line, column: error.column, error.message)
        }
        let pairs: [(key: String, value: String, line: Int)]
        do {
            pairs = try StringsFileParser.parse(scalars)
        } catch {
            throw CatalogLoadError(path: path, line: error.line, column: error.column, error.message)
        }
        var result = File()
        result.values.reserveCapacity(pairs.count)
        for pair in pairs {
            try ValueCheck.check(pair.value, path: path)
            let line = UInt32(clamping: pair.line)
            if let first = result.values.updateValue((pair.value, line), forKey: pair.key) {
                result.duplicates.append((pair.key, pair.line, Int(first.line)))
            }
        }
        return result
    }
}

/// The load-time checks of one string value (Docs/Catalogs.md, "Limits"): at most
/// 64 KiB, and no argument position over 64.
enum ValueCheck {
    static func check(_ value: String, path: String) throws(CatalogLoadError) {
        let utf8 = value.utf8
        guard utf8.count <= CatalogLimits.maximumValueBytes else {
            throw CatalogLoadError(
                .limitExceeded, path: path,
                "a value of \(utf8.count) bytes; at most \(CatalogLimits.maximumValueBytes) are allowed")
        }
        // `%N$`: a position over the argument limit can never be given.
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { continue }
            var number = 0
            var digits = 0
            while let next = iterator.next() {
                if next >= 0x30 && next <= 0x39 {
                    number = min(number * 10 + Int(next - 0x30), 1_000_000)
                    digits += 1
                    continue
                }
                if next == UInt8(ascii: "$"), digits > 0, number > CatalogLimits.maximumArguments {
                    throw CatalogLoadError(
                        .limitExceeded, path: path,
                        "a specifier names argument \(number); at most \(CatalogLimits.maximumArguments) arguments are allowed"
                    )
                }
                break
            }
        }
    }
}
