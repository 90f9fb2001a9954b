import Foundation
import LocaleFormat

/// Collects the files of one catalog, then builds its tables.
struct CatalogLoader {
    let root: String
    private var totalBytes = 0
    private var sourceLanguage: (tag: String, spelling: String, path: String)?
    private var infoPlistRegion: String?
    /// `.xcstrings` tables, by name.
    private var xcstrings: [String: (path: String, file: XCStringsReader.File)] = [:]
    /// `.lproj` tables: name → spelling of the language (`Base` included) → files.
    private var lproj: [String: [String: LprojLocalization]] = [:]

    struct LprojLocalization {
        var reading: LanguageName.Reading
        var strings: (path: String, file: StringsFileReader.File)?
        var stringsdict: (path: String, values: [String: CatalogValue])?
    }

    init(root: String) { self.root = root }

    mutating func load() throws(CatalogLoadError) {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: root, isDirectory: &isFolder) else {
            throw CatalogLoadError(path: root, "no such file or folder")
        }
        guard isFolder.boolValue else {
            try add(file: root, single: true)
            return
        }
        let info = (root as NSString).appendingPathComponent("Info.plist")
        if manager.fileExists(atPath: info) {
            let bytes = try read(info)
            if let plist = try PropertyListFile.read(bytes, path: info) as? [String: Any],
                let region = plist["CFBundleDevelopmentRegion"] as? String
            {
                infoPlistRegion = region
            }
        }
        guard let enumerator = manager.enumerator(atPath: Self.followingLinks(root)) else {
            throw CatalogLoadError(path: root, "the folder cannot be read")
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if Self.isCatalogFile(relative) && !Self.isMountInternal(relative) { files.append(relative) }
        }
        // The same order on every machine, so that the first of two
        // conflicting files named in an error is always the same.
        files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        try load(files: files)
    }

    /// The folder a path names, its links followed: Foundation's enumerator
    /// does not follow a link that is the folder itself (a `current` link to
    /// a release, a ConfigMap's `app -> ..data/app`) and would list nothing.
    /// The files found are still read and named below the path as given.
    /// (`NSString.resolvingSymlinksInPath` leaves a link to `..data/app` as
    /// it is on Linux; `URL`'s follows it.)
    static func followingLinks(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// Whether a path lies below a name beginning with `..`: the kubelet's
    /// own entries in a mounted ConfigMap or Secret (`..data`, a link to
    /// the current `..2026_11_29_…` folder), whose files are also linked
    /// from the folder under their own names and would otherwise be read
    /// twice.
    static func isMountInternal(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0.hasPrefix("..") }
    }

    /// Whether a path names a catalog file by its extension.
    static func isCatalogFile(_ path: String) -> Bool {
        let lowered = path.lowercased()
        return lowered.hasSuffix(".xcstrings") || lowered.hasSuffix(".strings") || lowered.hasSuffix(".stringsdict")
    }

    /// Adds `files` (relative to the root folder, in the order given).
    mutating func load(files: [String]) throws(CatalogLoadError) {
        let manager = FileManager.default
        for relative in files {
            let path = (root as NSString).appendingPathComponent(relative)
            var isFile: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isFile), !isFile.boolValue else { continue }
            try add(file: path, single: false)
        }
    }

    mutating func read(_ path: String) throws(CatalogLoadError) -> [UInt8] {
        let size: Int
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        } catch {
            throw CatalogLoadError(path: path, "unreadable: \(error.localizedDescription)")
        }
        guard size <= CatalogLimits.maximumFileBytes else {
            throw CatalogLoadError(
                .limitExceeded, path: path,
                "a file of \(size) bytes; at most \(CatalogLimits.maximumFileBytes) are allowed")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CatalogLoadError(path: path, "unreadable")
        }
        guard data.count <= CatalogLimits.maximumFileBytes else {
            throw CatalogLoadError(
                .limitExceeded, path: path,
                "a file of \(data.count) bytes; at most \(CatalogLimits.maximumFileBytes) are allowed")
        }
        totalBytes += data.count
        guard totalBytes <= CatalogLimits.maximumCatalogBytes else {
            throw CatalogLoadError(
                .limitExceeded, path: path,
                "the catalog's files pass \(CatalogLimits.maximumCatalogBytes) bytes, the limit")
        }
        return [UInt8](data)
    }

    /// Adds one file, read from `path` unless its bytes are `given`.
    mutating func add(file path: String, single: Bool, bytes given: [UInt8]? = nil) throws(CatalogLoadError) {
        func contents(_ loader: inout CatalogLoader) throws(CatalogLoadError) -> [UInt8] {
            guard let given else { return try loader.read(path) }
            guard given.count <= CatalogLimits.maximumFileBytes else {
                throw CatalogLoadError(
                    .limitExceeded, path: path,
                    "a file of \(given.count) bytes; at most \(CatalogLimits.maximumFileBytes) are allowed")
            }
            return given
        }
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension.lowercased()
        let table = (name as NSString).deletingPathExtension
        if ext == "xcstrings" {
            let file = try XCStringsReader.read(try contents(&self), path: path)
            guard case .language(let source)? = LanguageName.read(file.sourceLanguage) else {
                throw CatalogLoadError(
                    path: path, "the source language \"\(file.sourceLanguage.prefix(40))\" is not a language")
            }
            if let known = sourceLanguage, known.tag != source {
                throw CatalogLoadError(
                    path: path, "its source language \(source) differs from \(known.tag) of \(known.path)")
            }
            sourceLanguage = (source, file.sourceLanguage, path)
            if let other = xcstrings[table] {
                throw CatalogLoadError(path: path, "the table \(table) is also in \(other.path)")
            }
            xcstrings[table] = (path, file)
            return
        }
        guard ext == "strings" || ext == "stringsdict" else {
            throw CatalogLoadError(path: path, "not a .xcstrings, .strings or .stringsdict file")
        }
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        guard folder.hasSuffix(".lproj") else {
            // In a folder, such files outside `.lproj` folders belong to no language.
            if single { throw CatalogLoadError(path: path, "a \(ext) file outside a <language>.lproj folder") }
            return
        }
        let spelling = String(folder.dropLast(".lproj".count))
        guard let reading = LanguageName.read(spelling) else {
            throw CatalogLoadError(path: path, "\"\(spelling.prefix(40))\" is not a language name")
        }
        let bytes = try contents(&self)
        var localization = lproj[table]?[spelling] ?? LprojLocalization(reading: reading)
        if ext == "strings" {
            if let other = localization.strings {
                throw CatalogLoadError(path: path, "table \(table) in \(spelling) is also in \(other.path)")
            }
            localization.strings = (path, try StringsFileReader.readFile(bytes, path: path))
        } else {
            if let other = localization.stringsdict {
                throw CatalogLoadError(path: path, "table \(table) in \(spelling) is also in \(other.path)")
            }
            localization.stringsdict = (path, try StringsdictReader.read(bytes, path: path))
        }
        lproj[table, default: [:]][spelling] = localization
    }

    /// The tables, checked against each other and indexed.
    func catalog() throws(CatalogLoadError) -> Catalog {
        let development: (tag: String, spelling: String)
        if let sourceLanguage {
            development = (sourceLanguage.tag, sourceLanguage.spelling)
        } else if let region = infoPlistRegion, case .language(let tag)? = LanguageName.read(region) {
            development = (tag, region)
        } else {
            // No `.xcstrings`, and no Info.plist or one whose region is an
            // unexpanded Xcode variable (`$(DEVELOPMENT_LANGUAGE)`): Xcode's default.
            development = ("en", "en")
        }
        var tables: [String: CatalogTable] = [:]
        var negotiators: [[String]: CatalogNegotiator] = [:]
        var valueCount = 0
        for (name, (path, file)) in xcstrings {
            if let localizations = lproj[name], let first = localizations.values.first {
                let other = first.strings?.path ?? first.stringsdict?.path ?? ""
                throw CatalogLoadError(path: path, "the table \(name) is also in \(other)")
            }
            var builder = TableBuilder(name: name, development: development, path: path)
            for spelling in file.languages {
                _ = builder.file(path, of: try builder.localization(spelling))
            }
            for (key, entry) in file.entries {
                var values: [CatalogTable.LocalizedValue] = []
                values.reserveCapacity(entry.values.count)
                for (spelling, value) in entry.values {
                    values.append(
                        CatalogTable.LocalizedValue(
                            localization: UInt16(try builder.localization(spelling)), file: 0, line: value.line,
                            value: value.value))
                }
                builder.entries[key] = CatalogTable.Entry(
                    values: values, shouldTranslate: entry.shouldTranslate, stale: entry.stale, line: entry.line)
            }
            for state in file.states {
                let tag = builder.localizations[try builder.localization(state.language)].tag
                builder.reviewStates.append(
                    CatalogTable.ReviewState(
                        key: state.key, localization: tag, variant: state.variant, state: state.state))
            }
            let table = try builder.build(keyIsSourceValue: true, negotiators: &negotiators)
            valueCount += table.valueCount
            tables[name] = table
        }
        for (name, localizations) in lproj {
            let path = localizations.values.first.flatMap { $0.strings?.path ?? $0.stringsdict?.path } ?? root
            var builder = TableBuilder(name: name, development: development, path: path)
            // Base first, so that the development language's own folder overrides it.
            let ordered = localizations.sorted { lhs, rhs in
                if (lhs.value.reading == .base) != (rhs.value.reading == .base) { return lhs.value.reading == .base }
                return lhs.key.utf8.lexicographicallyPrecedes(rhs.key.utf8)
            }
            var byTagFile: [String: String] = [:]
            for (spelling, localization) in ordered {
                let index: Int
                switch localization.reading {
                case .base:
                    index = try builder.localization(development.spelling)
                case .language(let tag):
                    let here = localization.strings?.path ?? localization.stringsdict?.path ?? path
                    if let other = byTagFile[tag] {
                        throw CatalogLoadError(path: here, "table \(name) in \(tag) is also in \(other)")
                    }
                    byTagFile[tag] = here
                    index = try builder.localization(spelling)
                }
                // A `.stringsdict` entry wins over a `.strings` one.
                var values: [String: (value: CatalogValue, file: UInt8, line: UInt32)] = [:]
                if let (stringsPath, file) = localization.strings {
                    let fileIndex = builder.file(stringsPath, of: index)
                    for (key, text) in file.values {
                        values[key] = (.text(FormatText(format: text.value, substitutions: nil)), fileIndex, text.line)
                    }
                    for duplicate in file.duplicates {
                        builder.duplicates.append(
                            CatalogTable.DuplicateKey(
                                key: duplicate.key, localization: builder.localizations[index].tag, file: stringsPath,
                                line: duplicate.line, firstLine: duplicate.firstLine))
                    }
                }
                if let (stringsdictPath, entries) = localization.stringsdict {
                    let fileIndex = builder.file(stringsdictPath, of: index)
                    for (key, value) in entries { values[key] = (value, fileIndex, 0) }
                }
                for (key, value) in values {
                    builder.set(
                        key: key,
                        value: CatalogTable.LocalizedValue(
                            localization: UInt16(index), file: value.file, line: value.line, value: value.value))
                }
            }
            let table = try builder.build(keyIsSourceValue: false, negotiators: &negotiators)
            valueCount += table.valueCount
            tables[name] = table
        }
        guard valueCount <= CatalogLimits.maximumEntries else {
            throw CatalogLoadError(
                .limitExceeded, path: root,
                "\(valueCount) entries; at most \(CatalogLimits.maximumEntries) are allowed")
        }
        return Catalog(developmentLanguage: development.tag, tables: tables)
    }
}

/// Builds one table: its localizations, entries and negotiator.
private struct TableBuilder {
    let name: String
    let development: (tag: String, spelling: String)
    let path: String
    var localizations: [CatalogTable.Localization] = []
    var indexByTag: [String: Int] = [:]
    var entries: [String: CatalogTable.Entry] = [:]
    var reviewStates: [CatalogTable.ReviewState] = []
    var duplicates: [CatalogTable.DuplicateKey] = []

    init(name: String, development: (tag: String, spelling: String), path: String) {
        self.name = name
        self.development = development
        self.path = path
    }

    /// The index of a localization spelled so, added when new.
    mutating func localization(_ spelling: String) throws(CatalogLoadError) -> Int {
        let tag: String
        switch LanguageName.read(spelling) {
        case .language(let read)?: tag = read
        case .base?: tag = development.tag
        case nil: throw CatalogLoadError(path: path, "\"\(spelling.prefix(40))\" is not a language name")
        }
        if let index = indexByTag[tag] { return index }
        guard localizations.count < Int(UInt16.max) else {
            throw CatalogLoadError(.limitExceeded, path: path, "too many localizations")
        }
        let locale: LocaleIdentifier
        do {
            locale = try LocaleIdentifier(tag)
        } catch {
            throw CatalogLoadError(path: path, "\"\(spelling.prefix(40))\" is not a language name")
        }
        localizations.append(CatalogTable.Localization(tag: tag, spelling: spelling, locale: locale))
        indexByTag[tag] = localizations.count - 1
        return localizations.count - 1
    }

    /// The index of a file among a localization's files, added when new.
    mutating func file(_ path: String, of localization: Int) -> UInt8 {
        if let index = localizations[localization].files.firstIndex(of: path) { return UInt8(clamping: index) }
        localizations[localization].files.append(path)
        return UInt8(clamping: localizations[localization].files.count - 1)
    }

    /// Sets a value; a later one replaces an earlier one of the same localization.
    mutating func set(key: String, value: CatalogTable.LocalizedValue) {
        var entry = entries[key] ?? CatalogTable.Entry(values: [], shouldTranslate: true)
        if let existing = entry.values.firstIndex(where: { $0.localization == value.localization }) {
            entry.values[existing] = value
        } else {
            entry.values.append(value)
        }
        entries[key] = entry
    }

    /// Orders the localizations by spelling, renumbering the entries.
    mutating func build(keyIsSourceValue: Bool, negotiators: inout [[String]: CatalogNegotiator])
        throws(CatalogLoadError) -> CatalogTable
    {
        _ = try localization(development.spelling)
        let order = localizations.indices.sorted {
            localizations[$0].spelling.utf8.lexicographicallyPrecedes(localizations[$1].spelling.utf8)
        }
        var newIndex = [Int](repeating: 0, count: localizations.count)
        for (new, old) in order.enumerated() { newIndex[old] = new }
        let sorted = order.map { localizations[$0] }
        for (key, entry) in entries {
            var renumbered = entry
            renumbered.values = entry.values.map {
                var value = $0
                value.localization = UInt16(newIndex[Int($0.localization)])
                return value
            }
            entries[key] = renumbered
        }
        let tags = sorted.map(\.tag)
        let negotiator: CatalogNegotiator
        if let shared = negotiators[tags] {
            negotiator = shared
        } else {
            do {
                negotiator = CatalogNegotiator(
                    try LanguageNegotiator(supported: tags, default: CatalogTable.noMatch))
            } catch {
                throw CatalogLoadError(
                    error.code == .limitExceeded ? .limitExceeded : .invalidCatalog, path: path, error.message)
            }
            negotiators[tags] = negotiator
        }
        var indexByTag: [String: Int] = [:]
        for (index, localization) in sorted.enumerated() { indexByTag[localization.tag] = index }
        return CatalogTable(
            name: name, localizations: sorted, entries: entries,
            development: indexByTag[development.tag] ?? 0, keyIsSourceValue: keyIsSourceValue,
            negotiator: negotiator, indexByTag: indexByTag, reviewStates: reviewStates, duplicates: duplicates)
    }
}
