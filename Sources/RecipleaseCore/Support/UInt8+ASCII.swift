/// ASCII classes of a byte, for text read byte by byte (request headers, JSON, page addresses,
/// ingredient lines): the one place they are spelled out.
extension UInt8 {
    /// "0" to "9".
    public var isASCIIDigit: Bool { (0x30...0x39).contains(self) }

    /// "A" to "Z" or "a" to "z" (setting bit 5 makes a capital small and leaves a small one).
    public var isASCIILetter: Bool { (0x61...0x7A).contains(self | 0x20) }
}

extension Unicode.Scalar {
    /// The scalar as its one ASCII byte; nil past ASCII.
    public var asciiByte: UInt8? { isASCII ? UInt8(value) : nil }
}
