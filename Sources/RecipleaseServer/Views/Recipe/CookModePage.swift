import RecipleaseCore

/// Cook mode: a recipe's steps in large type, each with the ingredient lines it uses (scaled to
/// the chosen servings and units) and the timers its words name. Without a script every step
/// shows; `cook.js` shows one at a time and runs the timers in the browser, so nothing is kept here.
struct CookModePage: Encodable, Sendable {
    /// The most timers one step offers, and the most ingredient lines it lists beside it. A real
    /// step names one to three durations and a handful of foods; a recipe within the form's rules
    /// made of steps of "1 min 1 min …" (330 timers each) and 100 lines named in every step made a
    /// 6 MB page from 140 KB in 4 to 6 s. Past them the words stay text, the lines go unlisted.
    static let maxTimersPerStep = 8
    static let maxLinesPerStep = 24

    struct Timer: Encodable, Sendable {
        /// The timer runs to the lower end of a range: a cook checks then.
        let seconds: Int
        let maxSeconds: Int?
        /// "Bake", or "Timer" when the step names no verb.
        let label: String
        /// "25 min", "25–30 min".
        let duration: String
    }

    /// A run of a step's text; `timer` marks the words a timer was found in.
    struct Piece: Encodable, Sendable {
        let text: String
        let timer: Bool
    }

    struct Step: Encodable, Sendable {
        let number: Int
        /// "Step 3 of 8".
        let progress: String
        let pieces: [Piece]
        let ingredients: [String]
        let timers: [Timer]
    }

    /// The document's title; the heading shows `recipeTitle`.
    let title: String
    let recipeTitle: String
    /// The language the recipe is written in, marked on its title, steps and lines (`lang`).
    let recipeLanguage: String?
    let id: String
    /// Back to the recipe page at the same servings and units.
    let recipeURL: String
    /// "For 6 servings" when the cook chose servings; nil as written.
    let servingsNote: String?
    let steps: [Step]
    let stepCount: Int
    let sourceURL: String?

    init(recipe: Recipe, catalog: FoodCatalog, servings: Int?, units: MeasureSystem?, strings: Strings) {
        title = strings.text("cook.pageTitle", ["title": recipe.title])
        recipeTitle = recipe.title
        recipeLanguage = recipe.language
        id = recipe.id.rawValue
        recipeURL = SiteURL.recipe(recipe.id.rawValue, servings: servings, units: units, cook: false)
        servingsNote = servings.map { chosen in
            let note = strings.text(chosen == 1 ? "cook.forServing" : "cook.forServings", ["count": String(chosen)])
            // the steps' own words keep the recipe's amounts ("1 tsp seven spice"): said, where a
            // cook tripling the recipe read the step's teaspoon beside the list's tablespoon
            guard let own = recipe.servings, own > 0, own != chosen, !recipe.instructions.isEmpty else { return note }
            return note + ". " + strings.stepsAsWritten(servings: own)
        }
        sourceURL = recipe.sourceURL.flatMap(WebLink.checked)
        let lines = RecipeScale.lines(of: recipe, servings: servings, system: units, catalog: catalog, strings: strings).map(\.text)
        let used = StepIngredients.lines(for: recipe.instructions, ingredients: recipe.ingredients, catalog: catalog,
                                         language: recipe.language)
        let count = recipe.instructions.count
        stepCount = count
        steps = recipe.instructions.enumerated().map { index, text in
            let found = StepTimers.find(in: text, limit: Self.maxTimersPerStep)
            return Step(
                number: index + 1,
                progress: strings.text("cook.progress", ["number": String(index + 1), "count": String(count)]),
                pieces: CookModePage.pieces(of: text, timers: found),
                ingredients: (index < used.count ? used[index] : []).prefix(Self.maxLinesPerStep).compactMap { $0 < lines.count ? lines[$0] : nil },
                timers: found.map { CookModePage.timer($0, strings: strings) })
        }
    }

    /// The step's text cut around the timers' words.
    static func pieces(of text: String, timers: [StepTimer]) -> [Piece] {
        var pieces: [Piece] = []
        var at = text.startIndex
        for timer in timers where timer.range.lowerBound >= at {
            if at < timer.range.lowerBound { pieces.append(Piece(text: String(text[at..<timer.range.lowerBound]), timer: false)) }
            pieces.append(Piece(text: timer.words, timer: true))
            at = timer.range.upperBound
        }
        if at < text.endIndex { pieces.append(Piece(text: String(text[at...]), timer: false)) }
        return pieces
    }

    static func timer(_ timer: StepTimer, strings: Strings) -> Timer {
        let low = duration(seconds: timer.seconds, strings: strings)
        let shown = timer.maxSeconds.map { strings.text("cook.range", ["low": low, "high": duration(seconds: $0, strings: strings)]) } ?? low
        let label = timer.label.map { $0.prefix(1).uppercased() + $0.dropFirst() } ?? strings.text("cook.timer")
        return Timer(seconds: timer.seconds, maxSeconds: timer.maxSeconds, label: label, duration: shown)
    }

    /// "20 min", "1 h 15 min", "45 s", "1 min 30 s".
    static func duration(seconds: Int, strings: Strings) -> String {
        let minutes = strings.duration(minutes: seconds / 60)
        let rest = seconds % 60
        guard rest > 0 else { return minutes ?? "" }
        let secondsText = strings.text("cook.seconds", ["count": String(rest)])
        return minutes.map { $0 + " " + secondsText } ?? secondsText
    }
}
