import Foundation

// Draws built on `SplitMix64.next()` alone, never on the standard library's `random(in:using:)`,
// whose algorithm may change between Swift releases: the same seed must give the same bytes forever.
extension SplitMix64 {
    /// A number in `0..<bound` (multiply-shift; the bias is far below anything a test could see).
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in the range, ends included.
    public mutating func within(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.count)
    }

    /// A double in `0..<1` with 53 random bits.
    public mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// True with the given probability.
    public mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    /// One element, all equally likely; nil for an empty collection.
    public mutating func element<C: RandomAccessCollection>(of collection: C) -> C.Element? where C.Index == Int {
        collection.isEmpty ? nil : collection[collection.startIndex + below(collection.count)]
    }

    /// A seed for the `index`-th independent stream of a seed: the streams never depend on one
    /// another, so item 700 of a run is the same whether it was made first or by another thread.
    public static func stream(_ index: Int, of seed: UInt64) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed)
        let base = mixer.next()
        var stream = SplitMix64(seed: base ^ (UInt64(truncatingIfNeeded: index) &* 0xD1B5_4A32_D192_ED03))
        _ = stream.next()
        return stream
    }
}

/// Items with weights, drawn in proportion to their weight.
public struct WeightedChoice<Element: Sendable>: Sendable {
    public private(set) var elements: [Element] = []
    private var cumulative: [Double] = []

    public init() {}

    public init(_ pairs: [(Element, Double)]) {
        for (element, weight) in pairs { append(element, weight: weight) }
    }

    public var isEmpty: Bool { elements.isEmpty }
    public var count: Int { elements.count }
    public var totalWeight: Double { cumulative.last ?? 0 }

    public mutating func append(_ element: Element, weight: Double) {
        guard weight > 0 else { return }
        elements.append(element)
        cumulative.append(totalWeight + weight)
    }

    public func weight(at index: Int) -> Double {
        cumulative[index] - (index == 0 ? 0 : cumulative[index - 1])
    }

    /// The index of a weighted draw; nil when empty.
    public func drawIndex(_ random: inout SplitMix64) -> Int? {
        guard let total = cumulative.last else { return nil }
        let target = random.unit() * total
        var low = 0, high = cumulative.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] > target { high = middle } else { low = middle + 1 }
        }
        return low
    }

    public func draw(_ random: inout SplitMix64) -> Element? {
        drawIndex(&random).map { elements[$0] }
    }
}
