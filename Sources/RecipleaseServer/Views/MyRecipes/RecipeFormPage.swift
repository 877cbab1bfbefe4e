import RecipleaseCore

/// The form that writes a new recipe or edits one of the user's own.
struct RecipeFormPage: Encodable {
    struct Values: Encodable {
        let title: String
        let servings: String
        let yield: String
        let prepMinutes: String
        let cookMinutes: String
        let cuisine: String
        let tags: String
        let ingredients: String
        let instructions: String
        let image: String
        let video: String
        let notes: String
    }

    struct Option: Encodable {
        let value: String
        let label: String
        let checked: Bool
    }

    struct Line: Encodable {
        let text: String
        let food: String?
        /// A heading over the lines after it ("For the sauce:"): neither a food nor unrecognised.
        var heading = false
    }

    let title: String
    let heading: String
    let action: String
    let cancelURL: String
    let deleteURL: String?
    let csrf: String
    let errors: [String]
    let values: Values
    let mealTypes: [Option]
    let lines: [Line]
    /// "2 lines are not recognised...", shown above the lines until they are; the script keeps it in step.
    let unrecognised: String
    let cuisines: [String]
    let maxLines: Int
    let lineLength: Int
    let yieldLength: Int
    /// The recipe's photo now (nil for none), shown with "Remove photo".
    let photoURL: String?
    let photoMegabytes: Int
    /// Why the photo sent was refused, shown beside the field (and among the form's errors).
    var photoError: String?
    /// The recipe was saved and only its photo refused: the errors say so, not "Nothing was saved".
    var savedWithoutPhoto = false
    /// "Share with my household": shown to members of a household only, ticked or not.
    var shareShown = false
    var shareChecked = false

    /// `editing` is the recipe being edited (its id and saved title); nil for a new one.
    init(input: RecipeInput, editing: (id: String, title: String)?, parser: IngredientParser, catalog: FoodCatalog,
         errors: [String], csrf: String, photo: String? = nil, strings: Strings) {
        let id = editing?.id
        photoURL = photo
        photoMegabytes = UserRecipePhotos.maxBytes >> 20
        let chosen = Set(input.mealTypes.map { $0.lowercased() })
        title = editing.map { strings.text("recipeForm.editTitle", ["title": $0.title]) } ?? strings.text("myRecipes.new")
        heading = strings.text(editing == nil ? "myRecipes.new" : "recipeForm.editHeading")
        action = id.map(SiteURL.myRecipe) ?? SiteURL.myRecipes
        cancelURL = id.map { SiteURL.recipe($0) } ?? SiteURL.myRecipes
        deleteURL = id.map(SiteURL.deleteMyRecipe)
        self.csrf = csrf
        self.errors = errors
        values = Values(
            title: input.title ?? "",
            servings: input.servings.map(String.init) ?? "",
            yield: input.yieldText ?? "",
            prepMinutes: input.prepMinutes.map(String.init) ?? "",
            cookMinutes: input.cookMinutes.map(String.init) ?? "",
            cuisine: input.cuisines.joined(separator: ", "),
            tags: input.tags.joined(separator: ", "),
            ingredients: input.ingredients.joined(separator: "\n"),
            instructions: input.instructions.joined(separator: "\n"),
            image: input.image ?? "",
            video: input.videoURL ?? "",
            notes: input.notes ?? ""
        )
        mealTypes = MealType.allCases.map { meal in
            Option(value: meal.rawValue, label: strings.name(of: meal), checked: chosen.contains(meal.rawValue))
        }
        // What the parser makes of the lines now; the script keeps this in step while typing.
        lines = input.ingredients.map(RecipeRules.line).filter { !$0.isEmpty }.map { line in
            let parsed = parser.parse(line)
            return Line(text: line, food: parsed.food.map { catalog[$0]?.name ?? $0.rawValue }, heading: parsed.isHeading)
        }
        let unknown = lines.filter { $0.food == nil && !$0.heading }.count
        unrecognised = unknown == 0 ? ""
            : strings.text(unknown == 1 ? "recipeForm.unrecognisedOne" : "recipeForm.unrecognised", ["count": String(unknown)])
        cuisines = Cuisine.known
        maxLines = RecipeRules.maxIngredients
        lineLength = RecipeRules.lineLength
        yieldLength = RecipeRules.yieldLength
    }
}
