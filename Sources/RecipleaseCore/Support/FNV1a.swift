import Foundation

/// The 64-bit FNV-1a hash. Unlike `Hasher` it is the same in every run and on every machine, so
/// it can seed pictures, name files and key tables that are built once.
public enum FNV1a {
    public static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    public static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// The hash of a string's UTF-8 bytes.
    public static func hash(_ text: String) -> UInt64 {
        var hash = offsetBasis
        for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* prime }
        return hash
    }
}
