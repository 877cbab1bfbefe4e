import Foundation
import ZIPFoundation

extension ImportArchive {
    /// The file paths of a zip from its directory alone, nothing unpacked: enough for a reader to
    /// tell whether the archive is its app's before the whole of it is read.
    public static func paths(ofZip data: Data) throws -> [String] {
        let archive = try Self.archive(ofZip: data)
        var paths: [String] = []
        for entry in archive where entry.type == .file {
            guard paths.count < limits.files else { throw ImportArchiveError.tooManyFiles(limit: limits.files) }
            paths.append(normalized(entry.path))
        }
        return paths
    }

    /// Folders and files a Mac or a file manager adds to a zip ("__MACOSX/", "._name", ".DS_Store").
    /// A path's ".." or "." is no hidden file: an entry under one is read like any other (nothing
    /// is written to disk from a zip, so the path is only a name here).
    static func isHiddenPath(_ path: String) -> Bool {
        path.hasPrefix("__MACOSX/") || path.split(separator: "/").contains { $0.hasPrefix(".") && $0 != "." && $0 != ".." }
    }

    /// An entry's path with Windows' separators as the zip format's: some Windows tools write
    /// "Recipes\\Soup\\recipe.json", which the readers then took for a file at the root.
    static func normalized(_ path: String) -> String {
        path.contains("\\") ? path.replacingOccurrences(of: "\\", with: "/") : path
    }

    /// The folder part of a path ("recipes/pancakes/pancakes.json" → "recipes/pancakes"), "" at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
