import Foundation
import Testing
@testable import RecipleaseCore

/// The durations cook mode offers as timers, read out of step texts.
struct StepTimersTests {
    /// One found timer: the words, seconds (lower end), upper end, verb.
    struct Found: Equatable, CustomStringConvertible {
        let words: String
        let seconds: Int
        let max: Int?
        let label: String?
        init(_ words: String, _ seconds: Int, _ max: Int? = nil, _ label: String? = nil) {
            self.words = words
            self.seconds = seconds
            self.max = max
            self.label = label
        }
        var description: String { "\(words) \(seconds)-\(max.map(String.init) ?? "") \(label ?? "-")" }
    }

    @Test(arguments: [
        // single durations
        ("Simmer for 20 minutes.", [Found("20 minutes", 1200, nil, "simmer")]),
        // French steps: units, ranges with "à" and "entre ... et", "1 h 30", articles, verbs by their infinitive
        ("Laissez mijoter 20 minutes à feu doux.", [Found("20 minutes", 1200, nil, "mijoter")]),
        ("Faites cuire 12 à 15 minutes dans l'eau bouillante salée.", [Found("12 à 15 minutes", 720, 900, "cuire")]),
        ("Couvrez et laissez frémir 1 h 30 à couvert.", [Found("1 h 30", 5400, nil, "frémir")]),
        ("Laissez mijoter 2h30.", [Found("2h30", 9000, nil, "mijoter")]),
        ("Poursuivez la cuisson 1 heure.", [Found("1 heure", 3600, nil, nil)]),
        ("Laissez reposer la pâte au moins 2 heures au réfrigérateur.", [Found("2 heures", 7200, nil, "reposer")]),
        ("Enfournez pour une demi-heure.", [Found("une demi-heure", 1800, nil, "enfourner")]),
        ("Pochez-les une minute de chaque côté.", [Found("une minute", 60, nil, "pocher")]),
        ("Faites blanchir entre 5 et 10 minutes.", [Found("5 et 10 minutes", 300, 600, "blanchir")]),
        ("Rôtissez 1 h 10 à 1 h 20.", [Found("1 h 10 à 1 h 20", 4200, 4800, "rôtir")]),
        ("Faites dorer deux ou trois minutes par face.", [Found("deux ou trois minutes", 120, 180, "dorer")]),
        ("Arrosez-le de son jus toutes les 20 minutes.", []),
        ("Faites griller les lardons à sec, puis les graines à sec 2 minutes.", [Found("2 minutes", 120, nil, "griller")]),
        ("Enfournez 25 minutes à 180 °C.", [Found("25 minutes", 1500, nil, "enfourner")]),
        ("Laissez mariner une nuit, ou 2 jours au frais.", []),
        ("Bake 25 min, until golden.", [Found("25 min", 1500, nil, "bake")]),
        ("Let rest for 1 minute.", [Found("1 minute", 60, nil, "rest")]),
        ("Microwave for 30 seconds.", [Found("30 seconds", 30, nil, "microwave")]),
        ("Boil the eggs 10 mins.", [Found("10 mins", 600, nil, "boil")]),
        ("Roast for 1 hour.", [Found("1 hour", 3600, nil, "roast")]),
        ("Cook for 45 secs", [Found("45 secs", 45, nil, "cook")]),
        ("Chill 2 hrs before serving.", [Found("2 hrs", 7200, nil, "chill")]),
        ("Braise for 3 h.", [Found("3 h", 10800, nil, "braise")]),
        // ranges keep both ends; the timer runs to the lower one
        ("Bake 25-30 min.", [Found("25-30 min", 1500, 1800, "bake")]),
        ("Bake 25–30 minutes.", [Found("25–30 minutes", 1500, 1800, "bake")]),
        ("Simmer 25 to 30 minutes.", [Found("25 to 30 minutes", 1500, 1800, "simmer")]),
        ("Cook 2 or 3 minutes per side.", [Found("2 or 3 minutes", 120, 180, "cook")]),
        ("Steam for between 5 and 10 minutes.", [Found("5 and 10 minutes", 300, 600, "steam")]),
        ("Braise 1-1 ½ hours.", [Found("1-1 ½ hours", 3600, 5400, "braise")]),
        ("Roast 45 minutes to 1 hour.", [Found("45 minutes to 1 hour", 2700, 3600, "roast")]),
        ("Stew 1 to 2 hours, stirring.", [Found("1 to 2 hours", 3600, 7200, "stew")]),
        // fractions, compounds and words
        ("Simmer 1 ½ hours.", [Found("1 ½ hours", 5400, nil, "simmer")]),
        ("Simmer 1½ hours.", [Found("1½ hours", 5400, nil, "simmer")]),
        // every one-character fraction counts, not only the common ones
        ("Rest ⅚ hour.", [Found("⅚ hour", 3000, nil, "rest")]),
        ("Bake 1 ⅜ hours.", [Found("1 ⅜ hours", 4950, nil, "bake")]),
        ("Simmer 1 1/2 hours.", [Found("1 1/2 hours", 5400, nil, "simmer")]),
        ("Simmer 1.5 hours.", [Found("1.5 hours", 5400, nil, "simmer")]),
        ("Roast for 1 hr 15 min.", [Found("1 hr 15 min", 4500, nil, "roast")]),
        ("Roast for 1 hr. 15 min.", [Found("1 hr. 15 min", 4500, nil, "roast")]),
        ("Roast 1 hour and 30 minutes.", [Found("1 hour and 30 minutes", 5400, nil, "roast")]),
        ("Proof for an hour.", [Found("an hour", 3600, nil, "proof")]),
        ("Let the dough rise for an hour and a half.", [Found("an hour and a half", 5400, nil, "rise")]),
        ("Marinate for half an hour.", [Found("half an hour", 1800, nil, "marinate")]),
        ("Soak a half hour.", [Found("a half hour", 1800, nil, "soak")]),
        ("Whisk for a minute.", [Found("a minute", 60, nil, "whisk")]),
        ("Knead for ten minutes.", [Found("ten minutes", 600, nil, "knead")]),
        ("Knead for twenty-five minutes.", [Found("twenty-five minutes", 1500, nil, "knead")]),
        ("Simmer 2 and a half hours.", [Found("2 and a half hours", 9000, nil, "simmer")]),
        ("Give it a 10-minute rest.", [Found("10-minute", 600, nil, nil)]),
        // a hyphenated duration names a wait only when the thing after it is one
        ("A perfect 20-minute meal for busy weeknights.", []),
        ("Cook the 2-minute noodles as the packet says.", []),
        ("Make the 30-second mayonnaise first.", []),
        ("Finish with a 5-minute simmer.", [Found("5-minute", 300, nil, nil)]),
        // compounds with a comma, seconds after minutes, "et demie", "mn", a word between
        ("Simmer uncovered for 1 hour, 30 minutes.", [Found("1 hour, 30 minutes", 5400, nil, "simmer")]),
        ("Roast 1 hr, 20 min.", [Found("1 hr, 20 min", 4800, nil, "roast")]),
        ("Mijoter 1 heure et demie.", [Found("1 heure et demie", 5400, nil, "mijoter")]),
        ("Fouetter 1 minute 30.", [Found("1 minute 30", 90, nil, "fouetter")]),
        ("Fouetter 2 min 30, puis servir.", [Found("2 min 30", 150, nil, "fouetter")]),
        ("Mixer 1 minute 2 fois.", [Found("1 minute", 60, nil, "mixer")]),
        ("Cuire à la vapeur 20 mn.", [Found("20 mn", 1200, nil, "cuire")]),
        ("Faire revenir 5 bonnes minutes.", [Found("5 bonnes minutes", 300, nil, "revenir")]),
        ("Let it bubble away for a good 10 minutes.", [Found("10 minutes", 600, nil, nil)]),
        // an adjective is no verb; more verbs
        ("Toast the nuts in a dry pan for 3-5 minutes.", [Found("3-5 minutes", 180, 300, "toast")]),
        ("Leave to rise in a warm place for 1 hour.", [Found("1 hour", 3600, nil, "rise")]),
        ("Faire chauffer l'huile et frire 4 à 5 min.", [Found("4 à 5 min", 240, 300, "frire")]),
        ("Whip the cream for 3 minutes.", [Found("3 minutes", 180, nil, "whip")]),
        ("Sauté the onions for 5 minutes.", [Found("5 minutes", 300, nil, "sauté")]),
        ("Réserver au frais 2 heures.", [Found("2 heures", 7200, nil, "réserver")]),
        // a browser probe, 2026-12-07: the timer was labelled "Timer"
        ("Mélanger le tout pendant 1 minute.", [Found("1 minute", 60, nil, "mélanger")]),
        ("Pétrissez la pâte 10 minutes.", [Found("10 minutes", 600, nil, "pétrir")]),
        ("Add the sugar and cook for 2 more minutes.", [Found("2 more minutes", 120, nil, "cook")]),
        // inflected verbs, the nearest one before the duration
        ("Keep simmering, covered, for 40 minutes.", [Found("40 minutes", 2400, nil, "simmer")]),
        ("Once baked, cool for 15 minutes.", [Found("15 minutes", 900, nil, "cool")]),
        ("Stir constantly for 2 minutes.", [Found("2 minutes", 120, nil, "stir")]),
        ("Fry the onions for 8 minutes, then add the garlic and cook for 1 minute.",
         [Found("8 minutes", 480, nil, "fry"), Found("1 minute", 60, nil, "cook")]),
        ("Preheat the oven. After 10 minutes, flip.", [Found("10 minutes", 600, nil, nil)]),
        // several in one step
        ("Bake 20 min, rest 5 min, then slice.", [Found("20 min", 1200, nil, "bake"), Found("5 min", 300, nil, "rest")]),
        // temperatures, quantities and sizes are no timers
        ("Preheat the oven to 350°F. Bake 25-30 min.", [Found("25-30 min", 1500, 1800, "bake")]),
        ("Heat the oven to 180 °C and bake for 40 minutes.", [Found("40 minutes", 2400, nil, "bake")]),
        ("Bake at 200 for 20 minutes.", [Found("20 minutes", 1200, nil, "bake")]),
        ("Add 2 cups of stock.", []),
        ("Add 2 to 3 cups of flour.", []),
        ("Cut into 3-inch pieces.", []),
        ("Roll into a 9x13-inch rectangle.", []),
        ("Heat the oven to 425 degrees F.", []),
        ("Use 1 1/2 tsp salt and 2 eggs.", []),
        // vague, repeated and long waits are no timers
        ("Cook for a few minutes.", []),
        ("Cook a couple of minutes.", []),
        ("Stir every 5 minutes.", []),
        ("Refrigerate overnight.", []),
        ("Let ferment for 2 days.", []),
        ("Cure for 48 hours.", []),
        ("Cook for 0 minutes.", []),
        ("Season to taste.", []),
        ("", []),
        // a bound that is no duration leaves a single one
        ("Cook 5 minutes or until golden.", [Found("5 minutes", 300, nil, "cook")]),
        ("Simmer a minute or two.", [Found("a minute", 60, nil, "simmer")]),
    ] as [(String, [Found])])
    func findsTheDurationsOfAStep(_ step: String, _ expected: [Found]) {
        let found = StepTimers.find(in: step).map { Found($0.words, $0.seconds, $0.maxSeconds, $0.label) }
        #expect(found == expected)
    }

    @Test func theRangeIsWhereTheWordsStand() throws {
        let step = "Bake 25-30 min."
        let timer = try #require(StepTimers.find(in: step).first)
        #expect(step[timer.range] == "25-30 min")
    }

    @Test func anyTextFindsWithoutCrashing() {
        // odd characters, long runs of numbers and dashes
        for step in ["1/0 minutes", "-- - 5 -", "½½½ hours", String(repeating: "9", count: 400) + " minutes",
                     "1 hour and and 2", "🍳 5 minutes 🍳", "5.5.5 min"] {
            for timer in StepTimers.find(in: step) {
                #expect(timer.seconds >= 1 && timer.seconds <= StepTimers.longest)
            }
        }
    }
}
