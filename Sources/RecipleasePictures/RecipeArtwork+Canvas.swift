import Foundation
import RecipleaseCore

// The drawing kit behind `RecipeArtwork`: SVG text, colours and a seeded random source.
// Everything here must give the same bytes on every run and every machine, so there is no
// `Hasher` (seeded per process), no dictionary iteration and no locale-dependent formatting.

/// A value that can stand in an SVG attribute.
protocol SVGAttributeValue {
    var svgText: String { get }
}

extension Double: SVGAttributeValue {
    /// At most one decimal, no exponent, no locale: the same text everywhere.
    var svgText: String {
        let tenths = Int((self * 10).rounded())
        let sign = tenths < 0 ? "-" : ""
        let whole = abs(tenths) / 10
        let fraction = abs(tenths) % 10
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
    }
}

extension Int: SVGAttributeValue {
    var svgText: String { String(self) }
}

extension String: SVGAttributeValue {
    var svgText: String { SVGCanvas.escaped(self) }
}

extension ArtColor: SVGAttributeValue {
    var svgText: String { hex }
}

/// SVG markup under construction: definitions and body kept apart, so a pattern or clip can be
/// defined at any point of the drawing.
struct SVGCanvas {
    private var definitions = ""
    private var body = ""
    private var counter = 0

    /// Text made safe for element content and for attribute values in either quote style.
    static func escaped(_ text: String) -> String { HTMLText.escaped(text) }

    static func tag(_ name: String, _ attributes: KeyValuePairs<String, any SVGAttributeValue>, closed: Bool = true) -> String {
        var text = "<" + name
        for (key, value) in attributes {
            text += " " + key + "=\"" + value.svgText + "\""
        }
        return text + (closed ? "/>" : ">")
    }

    mutating func add(_ name: String, _ attributes: KeyValuePairs<String, any SVGAttributeValue>) {
        body += SVGCanvas.tag(name, attributes)
    }

    mutating func open(_ name: String, _ attributes: KeyValuePairs<String, any SVGAttributeValue> = [:]) {
        body += SVGCanvas.tag(name, attributes, closed: false)
    }

    mutating func close(_ name: String) {
        body += "</" + name + ">"
    }

    /// A fresh id for a definition; ids only need to be unique within one picture.
    mutating func newID(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    mutating func define(_ markup: String) {
        definitions += markup
    }

    /// Draws in a group moved to `(x, y)`, turned by `angle` degrees and scaled by `scale`.
    mutating func placed(_ x: Double, _ y: Double, angle: Double = 0, scale: Double = 1, opacity: Double = 1, _ draw: (inout SVGCanvas) -> Void) {
        var transform = "translate(\(x.svgText) \(y.svgText))"
        if angle != 0 { transform += " rotate(\(angle.svgText))" }
        if scale != 1 { transform += " scale(\(SVGCanvas.thousandths(scale)))" }
        if opacity < 1 {
            open("g", ["transform": transform, "opacity": opacity])
        } else {
            open("g", ["transform": transform])
        }
        draw(&self)
        close("g")
    }

    /// Scales need more than one decimal: a shape drawn 10 units wide and scaled by 0.35 would move.
    static func thousandths(_ value: Double) -> String {
        let count = Int((value * 1000).rounded())
        let sign = count < 0 ? "-" : ""
        let fraction = String(abs(count) % 1000)
        return "\(sign)\(abs(count) / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    mutating func clipped(to clipID: String, _ draw: (inout SVGCanvas) -> Void) {
        open("g", ["clip-path": "url(#\(clipID))"])
        draw(&self)
        close("g")
    }

    func document(width: Int, height: Int, title: String) -> String {
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\">"
            + "<title>" + SVGCanvas.escaped(title) + "</title>"
            + (definitions.isEmpty ? "" : "<defs>" + definitions + "</defs>")
            + body + "</svg>\n"
    }
}

/// An sRGB colour with the few operations a flat illustration needs.
struct ArtColor: Hashable, Sendable {
    var red: Double
    var green: Double
    var blue: Double

    /// `hex` is a literal from this module's tables; a bad one is a programming error shown as magenta.
    init(_ hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        let value = UInt32(digits, radix: 16) ?? 0xFF00FF
        red = Double((value >> 16) & 0xFF)
        green = Double((value >> 8) & 0xFF)
        blue = Double(value & 0xFF)
    }

    init(red: Double, green: Double, blue: Double) {
        self.red = min(255, max(0, red))
        self.green = min(255, max(0, green))
        self.blue = min(255, max(0, blue))
    }

    var hex: String {
        let digits = "0123456789abcdef".map { $0 }
        var text = "#"
        for channel in [red, green, blue] {
            let value = Int(channel.rounded())
            text.append(digits[value / 16])
            text.append(digits[value % 16])
        }
        return text
    }

    /// `amount` of the way towards `other`.
    func mixed(with other: ArtColor, _ amount: Double) -> ArtColor {
        ArtColor(
            red: red + (other.red - red) * amount,
            green: green + (other.green - green) * amount,
            blue: blue + (other.blue - blue) * amount
        )
    }

    func lighter(_ amount: Double) -> ArtColor { mixed(with: .white, amount) }
    func darker(_ amount: Double) -> ArtColor { mixed(with: ArtColor("#2a1a10"), amount) }

    /// How far from grey, from 0 to 1.
    var chroma: Double { (max(red, green, blue) - min(red, green, blue)) / 255 }

    /// Perceived brightness from 0 to 1.
    var lightness: Double { (0.299 * red + 0.587 * green + 0.114 * blue) / 255 }

    static let white = ArtColor("#ffffff")
}

/// The core's SplitMix64 seeded from the FNV-1a hash of a string, with the draws the pictures
/// were first made with (`below` by remainder): a recipe's picture never changes.
struct ArtworkRandom {
    private var generator: SplitMix64

    init(seed: String) {
        generator = SplitMix64(seed: FNV1a.hash(seed))
    }

    mutating func next() -> UInt64 { generator.next() }

    /// A number in `0..<1`.
    mutating func unit() -> Double { generator.unit() }

    mutating func between(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }

    mutating func below(_ count: Int) -> Int { count <= 1 ? 0 : Int(next() % UInt64(count)) }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }

    mutating func chance(_ probability: Double) -> Bool { generator.chance(probability) }
}
