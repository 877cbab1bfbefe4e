import Foundation

/// The names of the site's fixed vocabularies in a language: meals, diets, cuisines. Keys are
/// written out where the table test can find them, except cuisines, which the recipe data names.
extension Strings {
    /// A meal's name as a label ("Breakfast", "Petit-déjeuner").
    public func name(of meal: MealType) -> String {
        switch meal {
        case .breakfast: text("meal.breakfast")
        case .lunch: text("meal.lunch")
        case .dinner: text("meal.dinner")
        case .snack: text("meal.snack")
        case .dessert: text("meal.dessert")
        }
    }

    /// A meal's name inside a sentence ("breakfast", "petit-déjeuner").
    public func lowercaseName(of meal: MealType) -> String {
        name(of: meal).lowercased(with: locale)
    }

    /// A diet's name as a label ("Vegetarian", "Végétarien").
    public func name(of diet: Diet) -> String {
        switch diet {
        case .vegetarian: text("diet.vegetarian")
        case .vegan: text("diet.vegan")
        case .pescetarian: text("diet.pescetarian")
        case .glutenFree: text("diet.glutenFree")
        case .dairyFree: text("diet.dairyFree")
        }
    }

    /// A cuisine's name ("Italian", "Italienne"): `cuisine.<name in lower case, dashed>` of the
    /// table, or the name itself for one the table does not know (a provider's own).
    public func cuisine(_ name: String) -> String {
        let key = "cuisine." + name.lowercased().replacingOccurrences(of: " ", with: "-")
        return has(key) ? text(key) : name
    }

    /// A label in sentence case ("Tree nuts" from "tree nuts").
    public func sentenceCase(_ text: String) -> String {
        text.prefix(1).uppercased(with: locale) + text.dropFirst()
    }
}
