import Foundation

/// A duration a step names ("simmer for 20 minutes", "bake 25-30 min"), for a timer a cook starts.
public struct StepTimer: Sendable, Hashable {
    /// Where the words stand in the step.
    public let range: Range<String.Index>
    /// The words as written: "25-30 min".
    public let words: String
    /// The duration the timer runs: the lower end of a range, since a cook checks then.
    public let seconds: Int
    /// The upper end of a range ("25-30 min" gives 1800); nil for a single duration.
    public let maxSeconds: Int?
    /// The cooking verb before it in the same sentence, in its plain form ("simmer", "bake"); nil when none.
    public let label: String?
}

/// Finds the durations in a step's text. The rules, written out in docs/recipes.md ("Cook mode"):
/// a number (digits, decimals, fractions, "½", number words, "a"/"an") followed by seconds,
/// minutes or hours; ranges ("25-30 min", "25 to 30 minutes", "2 or 3 minutes", "between 5 and
/// 10 minutes") keep both ends; compounds ("1 hr 15 min", "an hour and a half") add up. Days,
/// "overnight", vague amounts ("a few minutes") and anything over 24 hours are no timer; nor is
/// "every 5 minutes" (a reminder to repeat, not a wait). Temperatures, quantities and sizes
/// never match, since only a time unit makes a number a duration. French steps are read too:
/// "20 minutes", "1 heure", "une demi-heure", "1 h 30", "12 à 15 minutes", "entre 5 et 10 minutes",
/// not "toutes les 20 minutes", named by their verb's infinitive ("laissez mijoter" is "mijoter").
public enum StepTimers {
    /// The longest a timer may run; longer waits ("2 days") are for a calendar, not a page left open.
    public static let longest = 24 * 3600

    /// The first `limit` durations of `step`, in order: the search stops there (each looks back
    /// along its sentence for a verb).
    public static func find(in step: String, limit: Int = .max) -> [StepTimer] {
        let tokens = Token.read(step)
        var timers: [StepTimer] = []
        var k = 0
        while k < tokens.count, timers.count < limit {
            if let found = duration(at: k, in: tokens), !repeats(before: k, in: tokens) {
                let (low, high, end) = found
                if low >= 1, (high ?? low) <= longest {
                    let range = tokens[k].range.lowerBound..<tokens[end - 1].range.upperBound
                    timers.append(StepTimer(range: range, words: String(step[range]), seconds: low,
                                            maxSeconds: high.flatMap { $0 > low ? $0 : nil },
                                            label: label(before: k, in: tokens)))
                }
                k = end
            } else {
                k += 1
            }
        }
        return timers
    }

    // MARK: - Reading a duration

    /// A duration or a range of durations starting at token `k`: the lower end, the upper end
    /// (nil for one duration) in seconds, and the token after it.
    private static func duration(at k: Int, in tokens: [Token]) -> (Int, Int?, Int)? {
        guard let (first, afterFirst) = amount(at: k, in: tokens) else { return nil }
        // "25-30 min", "25 to 30 minutes": the first number takes the unit of the second.
        if let sepEnd = separator(after: afterFirst, in: tokens, between: isBetween(before: k, in: tokens)),
           let (second, afterSecond) = amount(at: sepEnd, in: tokens),
           let (secondSeconds, end) = compound(second, at: afterSecond, in: tokens) {
            let firstSeconds: Int
            if let (withUnit, _) = compound(first, at: afterFirst, in: tokens) {
                firstSeconds = withUnit
            } else if let unit = second.units.first {
                firstSeconds = seconds(first.value * unit)
            } else {
                return nil
            }
            return (min(firstSeconds, secondSeconds), max(firstSeconds, secondSeconds), end)
        }
        guard let (seconds, end) = compound(first, at: afterFirst, in: tokens) else { return nil }
        // "20 minutes to 1 hour": both ends with their own units.
        if let sepEnd = separator(after: end, in: tokens, between: false),
           let (second, afterSecond) = amount(at: sepEnd, in: tokens),
           let (secondSeconds, secondEnd) = compound(second, at: afterSecond, in: tokens), second.units.count > 0,
           secondSeconds > seconds {
            return (seconds, secondSeconds, secondEnd)
        }
        return (seconds, nil, end)
    }

    /// A number, and the unit after it when there is one.
    private struct Amount {
        var value: Double
        /// Seconds per unit of each unit read (one, or none when the unit comes later in a range).
        var units: [Double]
    }

    /// A number with an optional unit at `k`: "20 min", "1 ½ hours", "an hour", "25" (unit later).
    private static func amount(at k: Int, in tokens: [Token]) -> (Amount, Int)? {
        guard k < tokens.count else { return nil }
        var j = k
        var value: Double
        var isArticle = false
        if case .number(let n) = tokens[j].kind {
            value = n
            j += 1
            // "1 ½", "1 1/2": a fraction after a whole number adds to it
            if j < tokens.count, case .number(let f) = tokens[j].kind, f < 1, n == n.rounded() {
                value += f
                j += 1
            }
        } else if case .word(let w) = tokens[j].kind, let n = numberWords[w] {
            value = n
            j += 1
            // "twenty-five"
            if n >= 20, j + 1 < tokens.count, tokens[j].kind == .dash, tokens[j].joined,
               case .word(let u) = tokens[j + 1].kind, let ones = numberWords[u], ones < 10 {
                value += ones
                j += 2
            }
        } else if case .word(let w) = tokens[j].kind, articles.contains(w) {
            value = 1
            isArticle = true
            j += 1
        } else if case .word("half") = tokens[j].kind, j + 1 < tokens.count,
                  case .word(let w) = tokens[j + 1].kind, w == "a" || w == "an" {
            // "half an hour"
            value = 0.5
            isArticle = true
            j += 2
        } else {
            return nil
        }
        // "1 and a half hours"
        if !isArticle, let after = andAHalf(at: j, in: tokens) { value += 0.5; j = after }
        // "a half hour", "une demi-heure"
        var halfWord = false
        if isArticle, j < tokens.count, case .word(let w) = tokens[j].kind, w == "half" || w == "demi" { value = 0.5; j += 1; halfWord = true }
        // "10-minute rest": a hyphen may join the number to its unit
        var u = j
        var hyphenated = false
        if u < tokens.count, tokens[u].kind == .dash, tokens[u].joined, u + 1 < tokens.count, case .word = tokens[u + 1].kind {
            u += 1
            // "une demi-heure", "a half-hour" are the duration's own words
            hyphenated = !halfWord
        }
        // "2 more minutes", "5 extra minutes", "5 bonnes minutes", "a good 10 minutes" (read from the 10)
        if u + 1 < tokens.count, case .word(let w) = tokens[u].kind, amountWords.contains(w),
           case .word(let next) = tokens[u + 1].kind, units[next] != nil { u += 1 }
        if u < tokens.count, case .word(let w) = tokens[u].kind, let unit = units[w] {
            var end = u + 1
            // A hyphenated duration names a thing: a wait only when that thing is one ("a 10-minute
            // rest", "a 20-minute simmer"), not "a 20-minute meal" or "2-minute noodles".
            if hyphenated {
                guard end < tokens.count, case .word(let thing) = tokens[end].kind, verbs[thing] != nil || frenchVerbs[thing] != nil else { return nil }
            }
            // "an hour and a half"
            if let after = andAHalf(at: end, in: tokens) { value += 0.5; end = after }
            return (Amount(value: value, units: [unit]), end)
        }
        // an article alone is no number ("a pan"), nor is a vague word before a unit
        if isArticle { return nil }
        return (Amount(value: value, units: []), j)
    }

    /// The seconds of an amount with its unit, plus smaller parts after it ("1 hr 15 min",
    /// "1 hour and 30 minutes"), and the token after the last; nil when the amount has no unit.
    private static func compound(_ first: Amount, at k: Int, in tokens: [Token]) -> (Int, Int)? {
        guard let unit = first.units.first else { return nil }
        var total = first.value * unit
        var end = k
        var smallest = unit
        while true {
            var j = end
            if j < tokens.count, tokens[j].kind == .stop, tokens[j].joined { j += 1 }  // "1 hr. 15 min."
            if j < tokens.count, tokens[j].kind == .comma { j += 1 }  // "1 hour, 30 minutes"
            if j < tokens.count, case .word(let w) = tokens[j].kind, w == "and" || w == "et" { j += 1 }
            guard let (next, after) = amount(at: j, in: tokens), let nextUnit = next.units.first,
                  nextUnit < smallest, isNumber(tokens[j]) else { break }
            total += next.value * nextUnit
            smallest = nextUnit
            end = after
        }
        // "1 h 30", "1h30", "2 heures 15": French minutes after hours, without their unit
        if smallest == 3600, end < tokens.count, case .number(let minutes) = tokens[end].kind,
           minutes >= 1, minutes < 60, minutes == minutes.rounded(),
           case .word(let hourWord) = tokens[end - 1].kind, ["h", "heure", "heures"].contains(hourWord),
           amount(at: end, in: tokens)?.0.units.isEmpty ?? true {
            total += minutes * 60
            end += 1
        }
        // "1 minute 30", "2 min 30": seconds after minutes, the way French writes them, when the
        // number ends the duration (no word, range or unit of its own after it)
        if smallest == 60, end < tokens.count, case .number(let secondsAfter) = tokens[end].kind,
           secondsAfter >= 1, secondsAfter < 60, secondsAfter == secondsAfter.rounded(),
           case .word(let minuteWord) = tokens[end - 1].kind, ["min", "mins", "minute", "minutes", "mn"].contains(minuteWord),
           end + 1 == tokens.count || [.stop, .comma, .other].contains(tokens[end + 1].kind) {
            total += secondsAfter
            end += 1
        }
        return (seconds(total), end)
    }

    /// The token after a range's separator at `k`: "-", "to", "or"; "and" only after "between".
    private static func separator(after k: Int, in tokens: [Token], between: Bool) -> Int? {
        guard k < tokens.count else { return nil }
        switch tokens[k].kind {
        case .dash: return k + 1
        case .word("to"), .word("or"), .word("à"), .word("ou"): return k + 1
        case .word("and") where between, .word("et") where between: return k + 1
        default: return nil
        }
    }

    /// The token after "and a half" or "et demie" at `k`, or nil.
    private static func andAHalf(at k: Int, in tokens: [Token]) -> Int? {
        if k + 1 < tokens.count, case .word("et") = tokens[k].kind, case .word(let half) = tokens[k + 1].kind, half == "demie" || half == "demi" {
            return k + 2
        }
        guard k + 2 < tokens.count, case .word("and") = tokens[k].kind,
              case .word(let a) = tokens[k + 1].kind, a == "a" || a == "one",
              case .word("half") = tokens[k + 2].kind else { return nil }
        return k + 3
    }

    /// Whole seconds, held past the longest timer so a huge or odd number cannot overflow.
    private static func seconds(_ value: Double) -> Int {
        guard value.isFinite else { return longest + 1 }
        return Int(min(max(value, 0), Double(longest + 1)).rounded())
    }

    private static func isNumber(_ token: Token) -> Bool {
        switch token.kind {
        case .number: return true
        case .word(let w): return numberWords[w] != nil
        default: return false
        }
    }

    private static func isBetween(before k: Int, in tokens: [Token]) -> Bool {
        k > 0 && (tokens[k - 1].kind == .word("between") || tokens[k - 1].kind == .word("entre"))
    }

    /// "every 5 minutes", "toutes les 20 minutes": a rhythm to keep, not a wait to time.
    private static func repeats(before k: Int, in tokens: [Token]) -> Bool {
        if k > 0 && tokens[k - 1].kind == .word("every") { return true }
        return k > 1 && tokens[k - 1].kind == .word("les") && [.word("toutes"), .word("tous")].contains(tokens[k - 2].kind)
    }

    /// The nearest cooking verb before token `k` in the same sentence.
    private static func label(before k: Int, in tokens: [Token]) -> String? {
        var j = k - 1
        while j >= 0 {
            switch tokens[j].kind {
            case .stop where !tokens[j].afterAbbreviation: return nil
            case .word(let w):
                // "in a dry pan", "in a warm place": an adjective, not the verb
                if adjectives.contains(w), j > 0, case .word(let before) = tokens[j - 1].kind, ["a", "an", "the"].contains(before) { break }
                if let verb = verbs[w] ?? frenchVerbs[w] { return verb }
            default: break
            }
            j -= 1
        }
        return nil
    }

    // MARK: - Words

    /// Words between a number and its unit that leave the number as it is.
    private static let amountWords: Set<String> = [
        "more", "extra", "additional", "further", "good", "full",
        "bonne", "bonnes", "bon", "bons", "petite", "petites", "grosse", "grosses",
    ]

    /// Verbs that also describe a thing: "a dry pan", "a warm place", "a cool spot".
    private static let adjectives: Set<String> = ["dry", "warm", "cool"]

    /// Seconds per unit. "m" and "s" are left out: too often metres or a plural's letter.
    private static let units: [String: Double] = [
        "second": 1, "seconds": 1, "sec": 1, "secs": 1,
        "minute": 60, "minutes": 60, "min": 60, "mins": 60,
        "hour": 3600, "hours": 3600, "hr": 3600, "hrs": 3600, "h": 3600,
        // French ("minute", "min" and "h" are the same)
        "seconde": 1, "secondes": 1, "heure": 3600, "heures": 3600, "mn": 60, "mns": 60,
    ]

    /// Words that count one when a unit follows: "an hour", "une heure". ("à" is kept apart from "a".)
    private static let articles: Set<String> = ["a", "an", "un", "une"]

    private static let numberWords: [String: Double] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "fifteen": 15, "twenty": 20,
        "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "ninety": 90,
        "deux": 2, "trois": 3, "quatre": 4, "cinq": 5, "sept": 7, "huit": 8, "neuf": 9, "dix": 10,
        "onze": 11, "douze": 12, "quinze": 15, "vingt": 20, "trente": 30, "quarante": 40,
        "cinquante": 50, "soixante": 60,
    ]

    /// French cooking verbs, by their forms in a step (accents folded: the infinitive after
    /// "laissez" or "faites", the imperative, the participle) to the infinitive as written.
    private static let frenchVerbs: [String: String] = {
        // first group (-er): "mijoter", "mijotez", "mijoté"
        let er = ["mijoter", "enfourner", "griller", "dorer", "reposer", "mariner", "tremper", "pocher", "braiser",
                  "caraméliser", "chauffer", "gonfler", "lever", "compoter", "fouetter", "mixer", "sauter",
                  "mousser", "infuser", "égoutter", "colorer", "poêler", "rissoler", "flamber", "congeler", "réserver",
                  "mélanger", "remuer", "malaxer"]
        // second group (-ir): "rôtir", "rôtissez", "rôti"
        let ir = ["rôtir", "frémir", "refroidir", "épaissir", "blanchir", "tiédir", "saisir", "durcir", "raffermir", "pétrir"]
        var forms: [String: String] = [:]
        func fold(_ word: String) -> String { word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil) }
        for verb in er {
            let stem = fold(String(verb.dropLast(2)))
            for form in [fold(verb), stem + "ez", stem + "e", stem + "es", stem + "ee", stem + "ees"] where forms[form] == nil { forms[form] = verb }
        }
        for verb in ir {
            let stem = fold(String(verb.dropLast(2)))
            for form in [fold(verb), stem + "issez", stem + "i", stem + "is", stem + "ie"] where forms[form] == nil { forms[form] = verb }
        }
        // the others, each with its own forms
        let irregular: [String: [String]] = [
            "cuire": ["cuire", "cuisez", "cuit", "cuite"], "bouillir": ["bouillir", "bouillez"],
            "réduire": ["reduire", "reduisez", "reduit"], "fondre": ["fondre", "fondez", "fondu"],
            "battre": ["battre", "battez"], "revenir": ["revenir"], "prendre": ["prendre"],
            "frire": ["frire", "frit", "frite", "frits", "frites"],
        ]
        for (verb, list) in irregular { for form in list where forms[form] == nil { forms[form] = verb } }
        return forms
    }()

    /// Every form of a cooking verb ("bakes", "baking", "baked") to its plain form.
    private static let verbs: [String: String] = {
        let plain = [
            "bake", "simmer", "boil", "cook", "roast", "fry", "saute", "sear", "brown", "grill",
            "broil", "steam", "poach", "braise", "stew", "toast", "reduce", "rest", "stand", "sit",
            "chill", "cool", "freeze", "refrigerate", "marinate", "soak", "steep", "brew", "rise",
            "prove", "proof", "knead", "blanch", "microwave", "heat", "warm", "melt", "caramelize",
            "caramelise", "stir", "whisk", "beat", "mix", "blend", "process", "set", "smoke",
            "dry", "drain", "infuse", "ferment", "cure", "thicken", "wilt", "soften", "fry", "whip", "brine",
        ]
        var forms: [String: String] = [:]
        for verb in plain {
            let stem = verb.hasSuffix("e") ? String(verb.dropLast()) : verb
            var all = [verb, verb + "s", verb + "es", stem + "ing", stem + "ed", verb + "d"]
            // "stir" doubles its last letter: "stirring", "stirred"
            if let last = verb.last, verb.count <= 4, !"aeiouwy".contains(last) {
                all += [verb + String(last) + "ing", verb + String(last) + "ed"]
            }
            if verb.hasSuffix("y") { all += [String(verb.dropLast()) + "ies", String(verb.dropLast()) + "ied"] }
            for form in all where forms[form] == nil { forms[form] = verb }
        }
        forms["let"] = nil
        // written with its accent when it names a timer
        for (form, verb) in forms where verb == "saute" { forms[form] = "sauté" }
        return forms
    }()
}

/// A piece of a step as the finder reads it.
private struct Token {
    enum Kind: Equatable {
        case number(Double)
        case word(String)
        case dash
        case comma
        /// A sentence's end: ".", ";", "!", "?", ":".
        case stop
        case other
    }

    let kind: Kind
    let range: Range<String.Index>
    /// It touches the token before it, no space between ("10-minute", "hr.").
    let joined: Bool
    /// A stop right after a short word ("min.", "approx."), which does not end the sentence.
    let afterAbbreviation: Bool

    static func read(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var i = text.startIndex
        var previousEnd: String.Index? = nil
        func add(_ kind: Kind, _ start: String.Index, _ end: String.Index, abbreviation: Bool = false) {
            tokens.append(Token(kind: kind, range: start..<end, joined: previousEnd == start, afterAbbreviation: abbreviation))
            previousEnd = end
        }
        while i < text.endIndex {
            let c = text[i]
            let start = i
            if c.isWhitespace {
                i = text.index(after: i)
            } else if let f = c.vulgarFraction {
                i = text.index(after: i)
                add(.number(f), start, i)
            } else if c.isASCII, c.isNumber {
                // digits, a decimal ("1.5") or a fraction ("1/2")
                var digits = ""
                while i < text.endIndex, text[i].isASCII, text[i].isNumber { digits.append(text[i]); i = text.index(after: i) }
                var value = Double(digits) ?? 0
                if i < text.endIndex, text[i] == "." || text[i] == "/" {
                    let mark = text[i]
                    var j = text.index(after: i)
                    var more = ""
                    while j < text.endIndex, text[j].isASCII, text[j].isNumber { more.append(text[j]); j = text.index(after: j) }
                    if !more.isEmpty, let m = Double(more) {
                        if mark == "." { value = Double(digits + "." + more) ?? value; i = j }
                        else if m > 0 { value /= m; i = j }
                    }
                }
                add(.number(value), start, i)
            } else if c.isLetter {
                var word = ""
                while i < text.endIndex, text[i].isLetter || text[i] == "'" || text[i] == "’" {
                    word.append(text[i])
                    i = text.index(after: i)
                }
                // "à" stays itself: folded it would be the article "a" ("griller à sec" is no second)
                let folded = word == "à" || word == "À" ? "à" : word.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
                add(.word(folded), start, i)
            } else {
                i = text.index(after: i)
                switch c {
                case "-", "–", "—", "‑": add(.dash, start, i)
                case ",": add(.comma, start, i)
                case ".", ";", "!", "?", ":":
                    var short = false
                    if c == ".", let last = tokens.last, last.range.upperBound == start, case .word(let w) = last.kind, w.count <= 6 { short = true }
                    add(.stop, start, i, abbreviation: short && c == "." && isAbbreviation(tokens.last))
                default: add(.other, start, i)
                }
            }
        }
        return tokens
    }

    /// Words written shortened before a full stop in steps: the time units and "approx".
    private static func isAbbreviation(_ token: Token?) -> Bool {
        guard case .word(let w) = token?.kind else { return false }
        return ["min", "mins", "hr", "hrs", "sec", "secs", "approx", "h", "oz", "lb", "lbs", "tbsp", "tsp"].contains(w)
    }
}
