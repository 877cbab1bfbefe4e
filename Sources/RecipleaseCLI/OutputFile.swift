import Foundation

/// A command that cannot do what was asked, for a reason that is not an argument's shape: the
/// message is printed as it is, without the usage, and the process exits non-zero.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}

/// A file the person named for a command to write (`--output FILE`). Its folder must exist:
/// nothing is created behind their back, so a mistyped folder is said as one. The file is
/// written whole or not at all (through a temporary file beside it), and every refusal names
/// the path in plain words, never as Foundation's error.
struct OutputFile {
    let path: String
    var option = "--output"

    /// Refuses, before any work is done, a file whose folder is missing or that is a folder.
    func check() throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw CommandFailure("\(option): no folder at \(folder); create it first, or name a file in a folder that exists")
        }
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue) {
            throw CommandFailure("\(option): \(path) is a folder; name a file to write")
        }
    }

    /// `data` as the whole file, replacing any file there.
    func write(_ data: Data) throws {
        try check()
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandFailure("\(option): cannot write \(path) (\(Self.reason(error)))")
        }
    }

    /// The system's words for why a write failed ("Permission denied", "No space left on device").
    static func reason(_ error: any Error) -> String {
        var current = error as NSError
        while current.domain != NSPOSIXErrorDomain, let underlying = current.userInfo[NSUnderlyingErrorKey] as? NSError {
            current = underlying
        }
        return current.domain == NSPOSIXErrorDomain ? String(cString: strerror(Int32(current.code))) : "the system refused it"
    }
}
