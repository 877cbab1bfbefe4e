import Foundation
import RecipleaseCore

extension IngredientParser {
    /// A fixed, varied set of ingredient lines written for Reciplease (no outside data), for
    /// `reciplease bench parse` and speed tests: the same `count` lines for the same `seed`.
    public static func benchmarkLines(count: Int = 10_000, seed: UInt64 = 42) -> [String] {
        let amounts = ["1", "2", "3", "4", "6", "12", "1/2", "1/4", "3/4", "1 1/2", "2 1/2", "½", "¼", "1½", "1-2", "2 to 3",
                       "one", "two", "a", "1.5", "0,5", "250", "400", "1 (14 oz)", "2 (15-ounce)", "1 28-ounce", "2 x 400g"]
        let units = ["cup", "cups", "tablespoons", "tbsp", "Tbsp", "T", "teaspoon", "tsp", "t", "c.", "g", "kg", "ml", "l",
                     "oz", "ounces", "lb", "pounds", "fl oz", "pinch", "cloves", "can", "cans", "package", "jar", "slices",
                     "stick", "bunch", "sprigs", "head", "piece", "dash", "handful", "", "", "", ""]
        let sizes = ["", "", "", "", "small", "medium", "large", "extra-large"]
        let before = ["", "", "", "", "chopped", "finely chopped", "freshly grated", "minced", "diced", "melted", "sifted",
                      "thinly sliced", "fresh", "dried", "ground", "unsalted", "boneless skinless", "low-sodium"]
        let foods = ["flour", "all-purpose flour", "sugar", "brown sugar", "butter", "olive oil", "garlic", "onion", "onions",
                     "tomatoes", "canned tomatoes", "chicken thighs", "chicken breast", "salt", "black pepper", "eggs",
                     "milk", "heavy cream", "parsley", "cilantro", "basil leaves", "thyme", "lemon juice", "lime",
                     "potatoes", "carrots", "celery", "rice", "basmati rice", "pasta", "spaghetti", "beef", "ground beef",
                     "shrimp", "salmon fillets", "spinach", "mushrooms", "bell pepper", "jalapeño", "ginger", "cinnamon",
                     "vanilla extract", "baking powder", "baking soda", "honey", "soy sauce", "chicken stock", "water",
                     "cheddar cheese", "parmesan", "yogurt", "coconut milk", "black beans", "chickpeas", "scallions",
                     "butter or margarine", "chicken or vegetable stock", "salt and pepper"]
        let after = ["", "", "", "", ", chopped", ", finely chopped", ", minced", ", divided", ", softened",
                     ", at room temperature", ", or to taste", " (optional)", ", plus more for serving", " for frying",
                     ", peeled and diced", ", cut into 1-inch pieces", ", such as Yukon Gold", " (see note)",
                     ", drained and rinsed", ", sifted"]
        let forms = ["Zest of 1 lemon", "Juice of 2 limes", "Salt and pepper to taste", "Freshly ground black pepper",
                     "Olive oil, for drizzling", "340g/12oz caster sugar", "1 tbsp (15 mL) honey", "3 garlic cloves, crushed"]
        var random = SplitMix64(seed: seed)
        // By remainder, not `below`: the corpus must stay the lines it has always been.
        func next(_ bound: Int) -> Int { Int(random.next() % UInt64(bound)) }
        var lines: [String] = []
        lines.reserveCapacity(count)
        for _ in 0..<count {
            if next(12) == 0 {
                lines.append(forms[next(forms.count)])
                continue
            }
            var parts: [String] = [amounts[next(amounts.count)]]
            for word in [units[next(units.count)], sizes[next(sizes.count)], before[next(before.count)], foods[next(foods.count)]]
            where !word.isEmpty {
                parts.append(word)
            }
            lines.append(parts.joined(separator: " ") + after[next(after.count)])
        }
        return lines
    }
}
