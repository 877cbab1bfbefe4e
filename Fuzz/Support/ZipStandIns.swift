// What ZipDirectory.swift needs of its module (RecipleaseMigrate), so the zip harness builds it
// alone: the migrate module links ZIPFoundation and the server's import code, which the fuzzer
// has no use for.
enum ImportArchiveError: Error {
    case damaged(String)
}
