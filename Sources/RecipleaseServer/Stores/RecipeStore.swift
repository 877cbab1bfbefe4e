import Foundation
import RecipleaseCore
import Synchronization
import Vapor

/// The recipes this process serves: the catalog, the parser and the search index.
public final class RecipeStore: Sendable {
    public let catalog: FoodCatalog
    public let parser: IngredientParser
    private let index: Mutex<SearchIndex>

    /// `nutrition` gives the index each recipe's per-serving values (tests give fixed ones); by
    /// default the estimate from the recipe's lines.
    public init(catalog: FoodCatalog, recipes: [Recipe], nutrition: NutritionSource? = nil) {
        self.catalog = catalog
        self.parser = IngredientParser(catalog: catalog)
        self.index = Mutex(SearchIndex(catalog: catalog, recipes: recipes, nutrition: nutrition))
    }

    /// The index as it is now; searching a snapshot keeps the lock short.
    public var snapshot: SearchIndex { index.withLock { $0 } }

    public func recipe(_ id: Recipe.ID) -> Recipe? { snapshot.recipe(id) }

    public func upsert(_ recipe: Recipe) { index.withLock { $0.upsert(recipe) }; changed() }

    public func remove(_ id: Recipe.ID) { index.withLock { $0.remove(id) }; changed() }

    /// Moves on after every change to the index (a user recipe written, edited or removed), so
    /// what was built from its recipes (cached grocery lists) knows it may be out of date.
    public var version: UInt64 { changes.load(ordering: .acquiring) }
    private let changes = Atomic<UInt64>(0)
    private func changed() { changes.add(1, ordering: .releasing) }

    /// Loads the bundled library, or the JSON-LD file the settings name.
    public static func load(settings: Settings) throws -> RecipeStore {
        let catalog = FoodCatalog.shared
        let parser = IngredientParser(catalog: catalog)
        let recipes = if let file = settings.libraryFile {
            try RecipeLibrary.recipes(file: URL(fileURLWithPath: file), parser: parser, catalog: catalog)
        } else {
            try RecipeLibrary.bundled(parser: parser, catalog: catalog)
        }
        return RecipeStore(catalog: catalog, recipes: recipes)
    }
}

extension Application {
    private struct RecipeStoreKey: StorageKey { typealias Value = RecipeStore }

    public var recipeStore: RecipeStore {
        get {
            guard let store = storage[RecipeStoreKey.self] else { fatalError("configure(_:) sets the recipe store") }
            return store
        }
        set { storage[RecipeStoreKey.self] = newValue }
    }
}

extension Request {
    var recipes: RecipeStore { application.recipeStore }
}
