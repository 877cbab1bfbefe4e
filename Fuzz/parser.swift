import Foundation
@testable import RecipleaseCore

// One ingredient line, as a user types it or a page declares it.
private let parser = IngredientParser(catalog: .shared)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let line = input.rest()
    let parsed = parser.parse(line)
    _ = parsed.jsonLine
    if let quantity = parsed.quantity, let unit = parsed.unit {
        _ = Measure(quantity, unit).formatted
    }
    // Durations are read from the same kind of text.
    _ = SchemaRecipe.minutes(line)
    _ = Cooklang.minutes(line)
    return 0
}
