import Foundation

/// Paths inside the package, found from a test file's `#filePath` (tests never read outside it).
public enum PackagePaths {
    /// The package root: the nearest folder above the calling test file (`#filePath` is the
    /// caller's) that holds `Package.swift`, so that a test file may sit in a folder of its target
    /// (`Tests/TARGET/FOLDER/File.swift`); without one, the folder two above `Tests/TARGET/File.swift`.
    public static func root(from filePath: String = #filePath) -> URL {
        let file = URL(fileURLWithPath: filePath)
        var folder = file.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder.deleteLastPathComponent()
        }
        return file.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The bundled `Scenarios` folder.
    public static func scenarios(from filePath: String = #filePath) -> String {
        root(from: filePath).appendingPathComponent("Scenarios").path
    }

    /// An executable product of the package (`scrollsim`, `scrollsim-bench`), built in the folder
    /// that holds the tests: beside the test executable on Linux (`CommandLine.arguments[0]`); on
    /// Darwin beside the `.xctest` bundle, which a runner elsewhere (`xctest`, Xcode) loads.
    public static func product(_ name: String) -> URL {
        #if canImport(Darwin)
            return Bundle(for: BundleMarker.self).bundleURL.deletingLastPathComponent().appendingPathComponent(name)
        #else
            return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
        #endif
    }
}

#if canImport(Darwin)
    /// A class of this module, whose bundle is the one the tests are linked into.
    private final class BundleMarker {}
#endif
