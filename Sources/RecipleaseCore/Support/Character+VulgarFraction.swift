extension Character {
    /// The value of a vulgar fraction written as one character: "¼", "½", "¾" (Latin-1) and the
    /// Number Forms from "⅐" to "⅞", by their Unicode numeric value. Nil for anything else,
    /// including other numeric characters ("Ⅻ", "①", "⅟", "↉") and a fraction with a mark on it.
    var vulgarFraction: Double? {
        guard unicodeScalars.count == 1, let scalar = unicodeScalars.first else { return nil }
        switch scalar.value {
        case 0xBC...0xBE, 0x2150...0x215E: return scalar.properties.numericValue
        default: return nil
        }
    }
}
