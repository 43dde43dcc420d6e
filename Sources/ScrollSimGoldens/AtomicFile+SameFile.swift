import Foundation

extension AtomicFile {
    /// Whether writing to `output` would replace the file `input`: the same path once made
    /// absolute, standardized (`.`, `..`) and stripped of symbolic links (in the folders and at the
    /// end), or, when both exist, the same file by device and inode (a hard link).
    public static func isSameFile(_ output: String, as input: String) -> Bool {
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: AtomicFile.destination(of: path)).standardizedFileURL.resolvingSymlinksInPath().path
        }
        if resolved(output) == resolved(input) { return true }
        var a = stat()
        var b = stat()
        guard stat(AtomicFile.destination(of: output), &a) == 0, stat(input, &b) == 0 else { return false }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}
