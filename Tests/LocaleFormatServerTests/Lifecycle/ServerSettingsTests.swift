import Testing

@testable import LocaleFormatServer

/// `ServerSettings(flags:environment:)`: a flag wins over its variable,
/// which wins over the default; a value out of range is refused, naming
/// the flag or the variable.
@Suite struct ServerSettingsTests {
    @Test func defaultsWithoutFlagsOrVariables() throws {
        let settings = try ServerSettings(flags: .init(), environment: [:])
        #expect(settings == ServerSettings())
        #expect(settings.host == "127.0.0.1")
        #expect(settings.port == 8080)
        #expect(settings.drainGrace == 2)
        #expect(settings.configuration.drainGrace == .seconds(2))
    }

    @Test func aFlagWinsOverItsVariable() throws {
        var flags = ServerSettings.Flags()
        flags.port = 9000
        let environment = ["ICUFMT_PORT": "9100", "ICUFMT_WORKERS": "3", "ICUFMT_LOG_LEVEL": "DEBUG"]
        let settings = try ServerSettings(flags: flags, environment: environment)
        #expect(settings.port == 9000)
        #expect(settings.workers == 3)
        #expect(settings.logLevel == .debug)
    }

    @Test func aGraceOfZeroIsNone() throws {
        let settings = try ServerSettings(flags: .init(), environment: ["ICUFMT_DRAIN_GRACE": "0"])
        #expect(settings.configuration.drainGrace == nil)
    }

    @Test func catalogsFromTheFlagOrTheVariable() throws {
        var flags = ServerSettings.Flags()
        flags.catalogs = ["app=/a", "web=/w"]
        let environment = ["ICUFMT_CATALOGS": "other=/o"]
        #expect(try ServerSettings(flags: flags, environment: environment).catalogs == ["app": "/a", "web": "/w"])
        #expect(try ServerSettings(flags: .init(), environment: environment).catalogs == ["other": "/o"])
    }

    @Test func badValuesAreRefusedByName() {
        var flags = ServerSettings.Flags()
        flags.port = 70000
        #expect(throws: InvalidSetting("--port must be in 0...65535, not 70000")) {
            try ServerSettings(flags: flags, environment: [:])
        }
        #expect(throws: InvalidSetting("ICUFMT_WORKERS must be an integer in 1...1024, not \"many\"")) {
            try ServerSettings(flags: .init(), environment: ["ICUFMT_WORKERS": "many"])
        }
        #expect(throws: InvalidSetting("the host must not be empty")) {
            try ServerSettings(flags: .init(), environment: ["ICUFMT_HOST": ""])
        }
        #expect(throws: InvalidSetting("--catalog: the catalog \"app\" is given twice")) {
            try ServerSettings.catalogPaths(["app=/a", "app=/b"], source: "--catalog")
        }
        #expect(throws: InvalidSetting("ICUFMT_CATALOGS takes NAME=PATH, not \"app\"")) {
            try ServerSettings(flags: .init(), environment: ["ICUFMT_CATALOGS": "app"])
        }
    }

    @Test func theCatalogPollFromTheFlagOrTheVariable() throws {
        #expect(try ServerSettings(flags: .init(), environment: [:]).catalogPoll == 2)
        #expect(try ServerSettings(flags: .init(), environment: ["ICUFMT_CATALOG_POLL": "0"]).catalogPoll == 0)
        var flags = ServerSettings.Flags()
        flags.catalogPoll = 10
        #expect(try ServerSettings(flags: flags, environment: ["ICUFMT_CATALOG_POLL": "0"]).catalogPoll == 10)
        flags.catalogPoll = 3_601
        #expect(throws: InvalidSetting("--catalog-poll must be in 0...3600, not 3601")) {
            try ServerSettings(flags: flags, environment: [:])
        }
    }
}
