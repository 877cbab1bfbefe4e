import RecipleaseCore
import RecipleaseProviders

/// A recipe's page: from the library, a provider, the user's own, or a favorite's saved copy.
struct RecipeShowPage: Encodable {
    struct Line: Encodable {
        let text: String
        let food: String?
        /// No catalog food: the line is marked, since lists and allergens leave it out.
        let unrecognised: Bool
        /// A heading over the lines after it ("For the sauce:"), shown as one, never marked.
        let heading: Bool
    }

    let title: String
    let id: String
    /// The language the recipe is written in ("fr"), marked on its title, summary, lines and steps
    /// (`lang`), so a reader voices them in it whatever the page's language; nil when it does not say.
    let recipeLanguage: String?
    let summary: String?
    let image: String
    /// The drawn picture the script swaps in when a web image fails to load.
    let imageFallback: String?
    let imageAlt: String
    let sourceURL: String?
    let videoURL: String?
    let servings: Int?
    let prepMinutes: Int?
    let cookMinutes: Int?
    let totalMinutes: Int?
    /// The times and the yield as read: "3 days 3 h 30 min", "Makes 30 spring rolls"; nil shows nothing.
    let readyIn: String?
    /// The same time for machines (`PT75H30M`), in the `<time>` element.
    let readyInISO: String?
    let prepTime: String?
    let cookTime: String?
    let yield: String?
    /// The allergens its foods carry, as names ("dairy, egg, wheat"), and whether some lines were
    /// not understood, so the list may be short.
    let allergens: [String]
    let allergenList: String
    let allergensMayBeIncomplete: Bool
    let cuisines: [String]
    /// The recipe's own tags, as its owner or its source wrote them.
    let tags: [String]
    let mealTypes: [String]
    let diets: [String]
    let ingredients: [Line]
    /// The servings and units control; the lines above are at its choice.
    let scale: ScaleControl
    let instructions: [String]
    /// The provider's name for a remote recipe ("Spoonacular"), shown with a link to it.
    let origin: String?
    /// Where "Plan this" goes (signed-in people only see it).
    let planURL: String
    /// Cook mode at the servings and units shown.
    let cookURL: String
    /// The owner's links, on their own recipes (not on a housemate's shared one).
    var editURL: String?
    var deleteURL: String?
    let notice: String?
    /// Whether the viewer keeps it, and where the heart's form posts.
    let isFavorite: Bool
    let favoriteAction: String
    /// Nutrition per serving as a label states it; nil when no line could be weighed.
    let nutrition: Nutrition?

    /// The "Nutrition per serving" table: one row per nutrient, parts indented under their whole.
    struct Nutrition: Encodable {
        struct Row: Encodable {
            let name: String
            let amount: String
            /// "15%"; nil for total sugars, which have no daily value.
            let dailyValue: String?
            let part: Bool
        }

        let rows: [Row]
        /// "Estimated from 9 of 11 ingredients; ..."
        let basis: String

        init?(_ estimate: NutritionEstimate?, leftOut: [String] = [], strings: Strings) {
            guard let label = NutritionLabel(estimate, strings: strings) else { return nil }
            rows = label.rows.map {
                Row(name: $0.name, amount: $0.amount, dailyValue: $0.percentDailyValue.map { strings.text("nutrition.percent", ["value": String($0)]) },
                    part: $0.nutrient.isPart)
            }
            // Which lines were not counted, so a cook can judge the figure ("the other could not be
            // weighed" named none; first-sight walk, 2026-12-07): the first five, then how many more.
            var basis = label.basis
            if !leftOut.isEmpty, label.estimate.counted < label.estimate.total {
                let shown = leftOut.prefix(Self.namedLeftOut).map { strings.text("nutrition.quoted", ["line": $0.prefixForLimits(80)]) }
                var list = shown.joined(separator: strings.text("nutrition.listSeparator"))
                if leftOut.count > Self.namedLeftOut { list += strings.text("nutrition.andMore", ["count": String(leftOut.count - Self.namedLeftOut)]) }
                basis += " " + strings.text("nutrition.leftOut", ["lines": list])
            }
            self.basis = basis
        }

        /// How many of the lines left out the page names.
        static let namedLeftOut = 5
    }

    /// `servings` and `units` as the query chose them (nil, `.unset`: as written); `defaultSystem`
    /// is the signed-in user's planner setting, used when the query names no units.
    init(recipe: Recipe, catalog: FoodCatalog, source: String?, isFavorite: Bool, notice: String? = nil,
         servings: Int? = nil, units: ScaleControl.Units = .unset, defaultSystem: MeasureSystem? = nil, path: String? = nil, strings: Strings) {
        title = recipe.title
        id = recipe.id.rawValue
        recipeLanguage = recipe.language
        summary = recipe.summary
        image = recipe.pictureURL
        imageFallback = recipe.pictureFallbackURL
        imageAlt = recipe.pictureAlt
        sourceURL = recipe.sourceURL.flatMap(WebLink.checked)
        videoURL = recipe.videoURL.flatMap(WebLink.checked)
        self.servings = recipe.servings
        prepMinutes = recipe.prepMinutes
        cookMinutes = recipe.cookMinutes
        totalMinutes = recipe.totalMinutes
        readyIn = strings.duration(minutes: recipe.totalMinutes)
        readyInISO = readyIn == nil ? nil : recipe.totalMinutes.map(SchemaRecipe.duration)
        prepTime = strings.duration(minutes: recipe.prepMinutes)
        cookTime = strings.duration(minutes: recipe.cookMinutes)
        // Scaled to a number of servings, the facts say that number, as the amounts below do;
        // yield words ("30 spring rolls") stay as written, the control's note gives the count.
        yield = strings.yield(servings: recipe.yieldText == nil ? servings ?? recipe.servings : recipe.servings, yieldText: recipe.yieldText)
        allergens = recipe.allergens.map(strings.name(of:)).sorted()
        allergenList = allergens.joined(separator: ", ")
        allergensMayBeIncomplete = recipe.ingredients.contains { $0.food == nil && $0.name != nil }
        cuisines = recipe.cuisines.map(strings.cuisine)
        tags = recipe.tags
        mealTypes = recipe.mealTypes.map(strings.lowercaseName(of:))
        diets = recipe.diets.map { strings.name(of: $0).lowercased(with: strings.locale) }
        let system: MeasureSystem? = switch units {
        case .system(let chosen): chosen
        case .original: nil
        case .unset: defaultSystem
        }
        scale = ScaleControl(recipe: recipe, path: path ?? SiteURL.recipe(recipe.id.rawValue), servings: servings, units: units, system: system, strings: strings)
        let scaled = RecipeScale.lines(of: recipe, servings: servings, system: system, catalog: catalog, strings: strings)
        ingredients = zip(recipe.ingredients, scaled).map { line, shown in
            Line(text: shown.text, food: line.food.flatMap { catalog.displayName(of: $0, language: strings.language) },
                 unrecognised: line.food == nil && !line.isHeading, heading: line.isHeading)
        }
        instructions = recipe.instructions
        origin = source.flatMap(RecipeShowPage.providerName)
        // scaled, "Add to my plan" starts at the servings shown (a browser probe, 2026-12-07)
        planURL = SiteURL.planAdd(recipe: recipe.id.rawValue, servings: servings)
        cookURL = SiteURL.recipe(recipe.id.rawValue, servings: servings, units: system, cook: true)
        let own = recipe.owner != nil
        editURL = own ? SiteURL.editMyRecipe(recipe.id.rawValue) : nil
        deleteURL = own ? SiteURL.deleteMyRecipe(recipe.id.rawValue) : nil
        self.notice = notice
        self.isFavorite = isFavorite
        favoriteAction = SiteURL.favorite(recipe.id.rawValue)
        // one breakdown for the estimate and the lines it left out
        let parts = RecipeNutrition.breakdown(recipe, catalog: catalog)
        let leftOut = parts.compactMap { part -> String? in
            if case .leftOut = part.outcome { return part.ingredient.input } else { return nil }
        }
        nutrition = Nutrition(RecipeNutrition.estimate(recipe, from: parts), leftOut: leftOut, strings: strings)
    }

    /// The name of a provider source ("spoonacular" is Spoonacular); nil for the library and the user's own.
    static func providerName(_ source: String) -> String? {
        ProviderConfiguration.known.first { $0.id.rawValue == source }?.name
    }
}
