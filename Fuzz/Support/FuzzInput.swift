// Shared by the harnesses: reads typed values off the fuzzer's bytes, front to back.
struct FuzzInput {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        bytes = UnsafeBufferPointer(start: data, count: size)
    }

    var isEmpty: Bool { offset >= bytes.count }

    mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// Any bit pattern, so NaN, the infinities, subnormals and huge values all turn up.
    mutating func double() -> Double {
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int(byte()) % choices.count]
    }

    /// What is left, as text.
    mutating func rest() -> String {
        defer { offset = bytes.count }
        return offset < bytes.count ? String(decoding: bytes[offset...], as: UTF8.self) : ""
    }
}
