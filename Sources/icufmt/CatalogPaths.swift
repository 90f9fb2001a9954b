import ArgumentParser
import LocaleFormatCatalogs
import LocaleFormatServer
import LocaleFormatService

/// `--catalog NAME=PATH` (repeatable) for `batch` and `serve`, and loading
/// the catalogs they name (Docs/Catalogs.md).
enum CatalogPaths {
    /// The pairs as a dictionary of paths by name.
    /// - Throws: `ValidationError` (exit 64) for a pair without `=`, an empty
    ///   name or path, or a name given twice; `source` names the flag or
    ///   variable in the message.
    static func parse(_ pairs: [String], source: String) throws -> [String: String] {
        do {
            return try ServerSettings.catalogPaths(pairs, source: source)
        } catch {
            throw ValidationError(error.message)
        }
    }

    /// Loads the catalogs, or nil when there are none.
    /// - Throws: `ExitCode(65)` after writing the load error (file, line and
    ///   column) to standard error.
    static func load(_ paths: [String: String]) throws -> CatalogStore? {
        guard !paths.isEmpty else { return nil }
        do {
            return try CatalogStore(paths: paths)
        } catch {
            var stderr = StandardError()
            print("error: cannot load the catalogs: \(error)", to: &stderr)
            throw ExitCode(65)
        }
    }
}
