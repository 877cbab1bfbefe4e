import RecipleaseCore

/// The form that adds a meal to the plan or changes (and so moves) a planned one.
struct PlanEntryFormPage: Encodable {
    struct Meal: Encodable {
        let value: String
        let label: String
        let defaultTime: String
        let selected: Bool
    }

    let title: String
    let heading: String
    let action: String
    let deleteAction: String?
    let cancelURL: String
    let csrf: String
    let errors: [String]
    let recipeId: String?
    let recipeTitle: String?
    let recipeServings: Int?
    /// Beside the title: "(serves 4)", or "(makes 30 spring rolls)" for a recipe that makes pieces.
    let recipeMakes: String?
    /// The number box's label: "Servings", or "How many" when the number counts pieces.
    let amountLabel: String
    /// For a recipe that makes pieces: what the number counts ("30 is one batch of 30 spring rolls").
    let yieldHint: String?
    /// Back to the search for another recipe, keeping the day and meal (adding only).
    let chooseAnotherURL: String?
    /// A new meal whose recipe does not say how many it serves: the form starts at 2 and says so.
    let servingsGuessed: Bool
    let date: String
    let meals: [Meal]
    let servings: String
    let time: String
    let note: String
    let usualTimes: String
    let timeZone: String

    /// `entry` is the planned meal being changed (nil when adding); `recipe` the chosen recipe if
    /// it still opens.
    init(input: PlanEntryInput, entry: PlanEntry?, recipe: Recipe?, settings: PlannerPreferences,
         errors: [String], csrf: String, strings: Strings) {
        let meal = input.mealType.flatMap { try? PlannerPreferences.meal($0) }
        let id = entry?.id?.uuidString
        title = strings.text(entry == nil ? "planForm.addTitle" : "planForm.changeTitle")
        heading = title
        action = id.map(SiteURL.plannedMeal) ?? SiteURL.planner
        deleteAction = id.map(SiteURL.deletePlannedMeal)
        cancelURL = entry?.weekURL ?? (recipe.map { SiteURL.recipe($0.id) } ?? SiteURL.planner)
        self.csrf = csrf
        self.errors = errors
        recipeId = recipe?.id.rawValue ?? entry?.recipeID
        recipeTitle = recipe?.title ?? entry?.title
        recipeServings = recipe?.servings
        let yieldText = recipe?.yieldText.flatMap { $0.isEmpty ? nil : $0 }
        recipeMakes = yieldText.map { strings.text("planForm.makes", ["yield": $0]) }
            ?? recipe?.servings.map { strings.text("planForm.servesHint", ["count": "\($0)"]) }
        amountLabel = strings.text(yieldText == nil ? "common.servings" : "planForm.yieldCount")
        yieldHint = yieldText.flatMap { yield in
            recipe?.servings.map { strings.text("planForm.yieldHint", ["servings": "\($0)", "yield": yield]) }
        }
        servingsGuessed = entry == nil && recipe != nil && recipe?.servings == nil
        date = input.date ?? ""
        chooseAnotherURL = entry != nil ? nil
            : SiteURL.planAdd(date: input.date.flatMap { PlanDate($0) }, meal: meal)
        meals = PlannerPreferences.meals.map { option in
            Meal(value: option.rawValue, label: strings.name(of: option),
                 defaultTime: settings.time(for: option).description, selected: option == meal)
        }
        servings = input.servings.map(String.init) ?? ""
        time = input.time ?? ""
        note = (input.note ?? nil) ?? ""
        // in the page's words: "Petit-déjeuner 8 h 00" (the meals' ids and 24-hour clock were English on French pages)
        usualTimes = PlannerPreferences.meals.map { "\(strings.name(of: $0)) \(strings.time(settings.time(for: $0)))" }.joined(separator: ", ")
        timeZone = settings.timeZoneName
    }
}
