import Foundation

extension Cooklang {
    /// A `.cook` file as the language sees it: metadata, then sections of steps and notes, each
    /// step a sequence of text and components. `Cooklang.draft` turns it into a `RecipeDraft`.
    public struct Document: Sendable, Hashable {
        /// Front matter and `>> key: value` lines, keys as written (the draft looks them up
        /// without regard to case).
        public var metadata: [String: Metadata] = [:]
        /// At least one; the first has no name unless the file opens with a `= Section` line.
        public var sections: [Section] = [Section()]

        public init() {}

        /// Every step of every section, in order.
        public var steps: [[Item]] {
            sections.flatMap { $0.blocks.compactMap { if case .step(let items) = $0 { items } else { nil } } }
        }

        /// The text of every `>` note block, in order.
        public var notes: [String] {
            sections.flatMap { $0.blocks.compactMap { if case .note(let text) = $0 { text } else { nil } } }
        }
    }

    public enum Metadata: Sendable, Hashable {
        case text(String)
        case list([String])

        /// A list reads as its items joined by commas.
        public var text: String {
            switch self {
            case .text(let text): text
            case .list(let items): items.joined(separator: ", ")
            }
        }

        /// A text reads as its comma-separated parts ("quick, pasta").
        public var items: [String] {
            switch self {
            case .text(let text): text.split(separator: ",").map { HTMLText.tidy(String($0)) }.filter { !$0.isEmpty }
            case .list(let items): items
            }
        }
    }

    /// `= Dough =`: a part of the recipe with its own steps.
    public struct Section: Sendable, Hashable {
        public var name: String?
        public var blocks: [Block] = []

        public init(name: String? = nil, blocks: [Block] = []) {
            self.name = name
            self.blocks = blocks
        }
    }

    public enum Block: Sendable, Hashable {
        /// A paragraph of the file: lines up to an empty line.
        case step([Item])
        /// A paragraph that starts with `>`: background for the cook, not a step.
        case note(String)
    }

    public enum Item: Sendable, Hashable {
        case text(String)
        case ingredient(Ingredient)
        case cookware(Cookware)
        case timer(Timer)
    }

    /// What stood before `%` in braces: a number when it is one (`3`, `1.5`, `1/2`), text otherwise.
    public struct Quantity: Sendable, Hashable {
        /// As written, spaces around a fraction's slash taken out ("1 / 2" is "1/2").
        public var text: String
        /// Its value when the text is an integer, a decimal or a fraction of integers.
        public var value: Double?

        public init(text: String, value: Double? = nil) {
            self.text = text
            self.value = value
        }
    }

    /// `@name`, `@multi word name{quantity%units}(preparation)`, `@?optional`.
    public struct Ingredient: Sendable, Hashable {
        public var name: String
        /// nil when the file gives none (the language's "some").
        public var quantity: Quantity?
        public var units: String
        public var optional: Bool
        public var preparation: String?

        public init(name: String, quantity: Quantity? = nil, units: String = "", optional: Bool = false, preparation: String? = nil) {
            self.name = name
            self.quantity = quantity
            self.units = units
            self.optional = optional
            self.preparation = preparation
        }
    }

    /// `#pot`, `#frying pan{2}`; without a quantity there is one.
    public struct Cookware: Sendable, Hashable {
        public var name: String
        public var quantity: Quantity?
        public var optional: Bool

        public init(name: String, quantity: Quantity? = nil, optional: Bool = false) {
            self.name = name
            self.quantity = quantity
            self.optional = optional
        }
    }

    /// `~{10%minutes}`, `~eggs{3%minutes}`, `~rest`.
    public struct Timer: Sendable, Hashable {
        public var name: String
        public var quantity: Quantity?
        public var units: String

        public init(name: String = "", quantity: Quantity? = nil, units: String = "") {
            self.name = name
            self.quantity = quantity
            self.units = units
        }
    }
}
