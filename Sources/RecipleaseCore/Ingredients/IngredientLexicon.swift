import Foundation

/// The words one language's ingredient lines are read with, folded (lower case, no accents):
/// the same reader (`LocalReader`, IngredientParser+French.swift) reads French, German, Dutch,
/// Spanish, Italian, Portuguese, Scandinavian, Slovak and Hungarian lines with the lexicon of each, and finds foods among
/// the catalog's names in `language` (`Resources/Foods/Names/<language>.tsv`).
struct IngredientLexicon: Sendable {
    /// The names file the foods are found in ("fr", "de").
    let language: String
    /// Units as runs of folded words (dots dropped), longest first.
    let units: [(words: [String], unit: MeasureUnit)]
    /// Units written with one letter, which count only right after a number.
    let letterUnits: Set<String>
    /// Words that say a count and no unit (singular forms).
    let counts: Set<String>
    /// What the mill's turns grind: a name in the language's names file.
    let millFood: String
    let numbers: [String: Double]
    let fractions: [String: Double]
    let groups: [String: Double]
    /// An amount that says no number: "quelques", "etwas".
    let vague: Set<String>
    let sizes: Set<String>
    /// Words that end the food's name and begin its preparation.
    let preparation: Set<String>
    /// Words after the name that begin a comment, not a preparation.
    let commentStarts: Set<String>
    /// Words before an amount that take part of the food ("le jus de").
    let partOf: Set<String>
    /// Words between an amount or unit and the food ("de", "di").
    let ofWords: Set<String>
    /// "et", "und": "1 et demi".
    let and: Set<String>
    /// Words between the two ends of a range ("2 à 3", "2 bis 3") or of an alternative ("2 ou 3").
    let rangeWords: Set<String>
    /// "environ", "ca": the amount is approximate; `aboutComment` is the comment it leaves.
    let about: Set<String>
    let aboutComment: String
    /// Words for the language guess: strong ones rarely appear in other languages' lines.
    let strongWords: Set<String>
    let weakWords: Set<String>
    /// The language writes compound nouns as one word with the head last ("Olivenöl", "rodewijnazijn"):
    /// a word no name reads is read by its longest ending that is one.
    let compounds: Bool
    /// A unit's words may be bracketed: "1 colher (sopa)", "1 cucharada (sopera)".
    var bracketedUnits = false
    /// The food may be named after a preparation or comment word, when none is before it
    /// ("mjukt och rumstempererat smör"); French names it first.
    var nameAfterPreparation = false
    /// Words for ten grams ("dkg", the decagram of Central European recipes): read as grams,
    /// the amount ten times as many (`LocalReader.readLanguageMarks`).
    var decagrams: Set<String> = []
    /// Words, lower case, whose accents tell them from the same letters without ("čl", a Slovak
    /// teaspoon, not "cl"): matched as written, not folded.
    var keptAccents: Set<String> = []
    /// Units that name a vessel by what it held ("pot de yaourt", "verre à moutarde"): read as a unit
    /// only when "de" and a name follow, so "1 pot de yaourt" stays a jar of yogurt.
    var vessels: Set<[String]> = []
    /// "entre": a range written "entre 2 et 3", its ends joined by a word of `and`.
    var between: Set<String> = []
    /// Endings of compound words that say the form a food comes in, each with the English word
    /// for it ("pulver": "powder", "röschen": "florets"), folded: "Zimtpulver" is cinnamon in
    /// powder, "Brokkoliröschen" broccoli (`LocalReader.formMatch`); the longest ending first,
    /// in one order every time (sorted once, where the lexicon is built).
    var formEndings: [(ending: String, form: String)] = []
}

extension IngredientLexicon {
    /// Metric units every language writes alike, by their symbols.
    static let metricUnits: [([String], MeasureUnit)] = [
        (["g"], .gram), (["gr"], .gram), (["grs"], .gram), (["kg"], .kilogram), (["mg"], .milligram),
        (["ml"], .milliliter), (["cl"], .centiliter), (["dl"], .deciliter), (["l"], .liter), (["lt"], .liter),
        (["cm"], .centimeter), (["mm"], .millimeter),
    ]

    /// A lexicon whose units are the metric symbols and `units`, longest first (a symbol in
    /// `units` replaces the metric one); the first of `about` is the comment an approximate
    /// amount leaves; `decagrams` are read as ten grams; `keptAccents` are matched unfolded.
    init(language: String, units: [([String], MeasureUnit)], counts: Set<String> = [], millFood: String,
         numbers: [String: Double], fractions: [String: Double], groups: [String: Double] = [:], vague: Set<String>,
         sizes: Set<String>, preparation: Set<String>, commentStarts: Set<String>, ofWords: Set<String>,
         and: Set<String>, rangeWords: Set<String>, about: [String], strongWords: Set<String>, compounds: Bool,
         bracketedUnits: Bool = false, decagrams: Set<String> = [], keptAccents: Set<String> = [],
         formEndings: [String: String] = [:]) {
        // the language's own meaning of a symbol wins over the metric one
        let metric = IngredientLexicon.metricUnits.filter { symbol in !units.contains { $0.0 == symbol.0 } }
        self.init(language: language,
                  units: (metric + units).map { (words: $0.0, unit: $0.1) }.sorted { $0.words.count > $1.words.count },
                  letterUnits: ["g", "l"], counts: counts, millFood: millFood, numbers: numbers, fractions: fractions,
                  groups: groups, vague: vague, sizes: sizes, preparation: preparation.union(commentStarts),
                  commentStarts: commentStarts, partOf: [], ofWords: ofWords, and: and, rangeWords: rangeWords,
                  about: Set(about), aboutComment: about.first ?? "", strongWords: strongWords, weakWords: ["g", "ml"],
                  compounds: compounds, bracketedUnits: bracketedUnits, nameAfterPreparation: true, decagrams: decagrams, keptAccents: keptAccents,
                  formEndings: formEndings.sorted { ($0.key.count, $1.key) > ($1.key.count, $0.key) }
                    .map { (ending: $0.key, form: $0.value) })
    }
}

extension FrenchLexicon {
    static let lexicon = IngredientLexicon(
        language: "fr", units: units, letterUnits: letterUnits, counts: counts, millFood: millFood, numbers: numbers,
        fractions: fractions, groups: groups, vague: vague, sizes: sizes, preparation: preparation,
        commentStarts: commentStarts, partOf: partOf, ofWords: ["de", "d", "du", "des"], and: ["et"], rangeWords: ["a", "ou"],
        about: ["environ", "env"], aboutComment: "environ", strongWords: strongWords, weakWords: weakWords, compounds: false,
        vessels: vessels, between: ["entre"])
}
