import Foundation

/// Paths inside the package, found from a test file's `#filePath` (tests never read outside it).
public enum PackagePaths {
    /// The package root: two folders above `Tests/TARGET/File.swift`.
    public static func root(from filePath: String = #filePath) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    /// The bundled `Scenarios` folder.
    public static func scenarios(from filePath: String = #filePath) -> String {
        root(from: filePath).appendingPathComponent("Scenarios").path
    }
}
