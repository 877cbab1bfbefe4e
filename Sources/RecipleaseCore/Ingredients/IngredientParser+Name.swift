import Foundation

/// The reader's second half: from the food's name to the end of the line (the name, its
/// preparation and its notes, what brackets and commas mean).
extension IngredientParser.Reader {
    /// The end of a hyphenated compound starting at `k` ("hard-boiled", "skin-on", "extra-virgin").
    func compoundEnd(_ k: Int) -> Int {
        var e = k + 1
        while isMark(e, 0x2D) && glued(e) && isWord(e + 1) && glued(e + 1) { e += 2 }
        return e
    }

    /// A compound takes the flags of its last part when it reads as a preparation
    /// ("thinly-sliced", "hard-boiled"); other compounds are plain words ("sun-dried", "skin-on").
    func compoundFlags(_ k: Int, _ e: Int) -> Flags {
        if e == k + 1 { return flags(k) }
        let last = flags(e - 1), first = flags(k)
        if last.contains(.prep) && (first.contains(.adverb) || first.contains(.prep)) { return last.subtracting(.prepAfterOnly) }
        return []
    }

    /// Words that end a name wherever they stand.
    func stops(_ k: Int) -> Bool {
        let f = flags(k)
        if f.contains(.purpose) || f.contains(.to) && word(k + 1, "taste") { return true }
        if word(k, "to") && !(isMark(k - 1, 0x2D) && glued(k)) && !isNumber(k - 1) { return true }
        if word(k, "with") || word(k, "without") { return true }
        return false
    }

    /// Words a preparation run may not swallow: they start a comment or link clauses.
    func isLink(_ k: Int) -> Bool {
        let f = flags(k)
        return f.contains(.comment) || f.contains(.purpose) || f.contains(.to) || f.contains(.and) || f.contains(.or)
            || word(k, "into") || word(k, "in") || word(k, "with") || word(k, "on") || word(k, "off") || word(k, "up")
            || word(k, "from") || word(k, "of") || word(k, "until") || word(k, "at") || word(k, "by")
    }

    /// A word or compound that can stand before a noun as a qualifier: an adjective from the
    /// lexicon, a preparation, a size, or any hyphenated compound ("day-old", "skin-on").
    func isQualifier(_ k: Int, _ e: Int) -> Bool {
        if e > k + 1 { return true }
        let f = flags(k)
        return f.contains(.prep) || f.contains(.size) || f.contains(.adjective) || f.contains(.unitModifier)
    }

    /// A preparation word before the name stays in it where it names a product: canned
    /// "diced tomatoes", "crushed red pepper", "roasted red peppers".
    func keepsPreparation(_ k: Int) -> Bool {
        if word(k, "diced") || word(k, "crushed") || word(k, "chopped") || word(k, "stewed") {
            if word(k + 1, "tomatoes") || word(k + 1, "tomato") { return true }
        }
        if word(k, "crushed") && (word(k + 1, "pineapple") || word(k + 1, "red") && word(k + 2, "pepper")) { return true }
        if word(k, "roasted") && word(k + 1, "red") && (word(k + 2, "peppers") || word(k + 2, "pepper")) { return true }
        return false
    }

    /// Reads the name and files what follows under preparation and comment.
    mutating func readRest(_ start: Int) {
        // "1 cup plus 2 tbsp, sifted", "1 tsp, plus a pinch, to taste": right after a second
        // measure, words that begin no name are the notes of both measures, not a food, when
        // the eight tokens nameFollows looks at name none ("1 cup plus 2 tbsp each sugar and
        // butter", "..., sifted, flour" keep their food)
        if readSecondMeasure && start == measuresEnd {
            let first = isMark(start, 0x2C) ? start + 1 : start
            if isWord(first) && !nameFollows(first) && catalogMatch(first, until: min(first + 8, t.count)) == nil {
                notesFrom = start
                readAfterName(start)
                return
            }
        }
        var i = start
        let n = t.count
        // Before the name: brackets, "or more", a stray comma, preparations and sizes.
        var rounds = 0
        while i < n && rounds < 6 {
            rounds += 1
            if isMark(i, 0x28) || isMark(i, 0x5B) {
                let close = closing(i)
                if close > i + 1 { comment.append(Span(start: i + 1, end: close)) }
                i = min(close + 1, n)
                continue
            }
            // "3 cups* sweet rice": a footnote's mark after the unit, no end of the line
            if isMark(i, 0x2C) || isMark(i, 0x3B) || isMark(i, 0x2A) && isWord(i + 1) { i += 1; continue }
            if flags(i).contains(.or) && (word(i + 1, "more") || word(i + 1, "less") || word(i + 1, "so")) {
                comment.append(Span(start: i, end: i + 2)); i += 2; continue
            }
            // "1/2-inch pieces peeled cucumber": the size of the pieces
            if isNumber(i), let m = measure(i, allowApprox: false), m.hyphen, isWord(m.next), isWord(m.next + 1),
               word(m.next, "pieces") || word(m.next, "chunks") || word(m.next, "cubes") || word(m.next, "slices")
                || word(m.next, "strips") || word(m.next, "rounds") || word(m.next, "dice") || word(m.next, "wedges") {
                comment.append(Span(start: i, end: m.next + 1))
                i = m.next + 1
                continue
            }
            let before = i
            i = readLeadingPreparation(i)
            i = readSize(i)
            if word(i, "of") && i > before { i += 1 }
            if i == before { break }
        }
        // The name, up to a stop.
        let nameStart = i
        var nameEnd = i
        var spans: [Span] = []
        var spanStart = i
        var k2 = i
        scan: while k2 < n {
            let tok = t[k2]
            if tok.kind == .punct {
                switch tok.mark {
                case 0x2C:
                    if k2 > nameStart, let end = commaContinues(k2, nameStart: nameStart) { k2 = end; nameEnd = k2; continue scan }
                    break scan
                case 0x28, 0x5B:
                    // "Thai fish sauce (Nam Pla)", "(or other good quality vinegar)": a bracket of plain words is part of the name
                    let close = closing(k2)
                    let atEnd = close + 1 >= n || isMark(close + 1, 0x2C) || isMark(close + 1, 0x3B) || isMark(close + 1, 0x28)
                    if k2 > nameStart && close < n && !atEnd && bracketIsName(k2 + 1, close) {
                        k2 = close + 1
                        nameEnd = k2
                        continue scan
                    }
                    break scan
                case 0x3B, 0x2A, 0x3A:
                    break scan
                case 0x2B where k2 > nameStart && isNumber(k2 + 1):
                    // "2 eggs + 1 yolk": a "+" before an amount ends the name, as "plus" does
                    break scan
                case 0x2D:
                    if tok.spaceBefore && (k2 + 1 >= n || t[k2 + 1].spaceBefore) { break scan }  // " - ", " --"
                    if isMark(k2 + 1, 0x2D) { break scan }
                    k2 += 1
                    continue scan
                case 0x78 where k2 > nameStart && countAfterTimes(k2):
                    break scan
                default:
                    // a share's % or a temperature's sign after its number is part of the name ("milk 2%", "four 180℃")
                    if (tok.mark == 0x25 || saysHeat(k2)) && isNumber(k2 - 1) && k2 - 1 >= nameStart { nameEnd = k2 + 1 }
                    k2 += 1
                    continue scan
                }
            }
            if tok.kind == .number {
                // "1 unbaked 9-inch pie shell": a length glued to the noun it sizes, as after
                // the amount ("2 9-inch pie crusts"): the thing's size, and the name goes on
                // ("1 whole 3-pound chicken", "1 ripe 8-ounce tomato": a weight so glued is one's weight)
                if k2 > nameStart, let m = measure(k2, allowApprox: false), m.hyphen,
                   m.unit.dimension == .length || m.unit.dimension == .mass,
                   packageQuantity == nil, foodStarts(m.next) {
                    packageQuantity = m.value
                    packageUnit = m.unit
                    if k2 > spanStart { spans.append(Span(start: spanStart, end: k2)) }
                    spanStart = m.next
                    k2 = m.next
                    nameEnd = k2
                    continue
                }
                // "… 2 mL" at the end, "… 1/2 cup" after or: a new measure is not part of the name
                if k2 > nameStart, measure(k2, allowApprox: false) != nil { break scan }
                if k2 > nameStart, isNumber(k2), unitWord(k2 + 1) != nil { break scan }
                k2 += 1
                nameEnd = k2
                continue
            }
            let f = flags(k2)
            if k2 > nameStart {
                if stops(k2) || countAfterTimes(k2) { break scan }
                if f.contains(.comment) && !f.contains(.prep) && commentStarts(k2) { break scan }
                if f.contains(.or) && orStartsComment(k2) { break scan }
                if f.contains(.prep) && !(isMark(k2 - 1, 0x2D) && glued(k2)) && prepStarts(k2) {
                    // take adverbs before it along: "parsley finely chopped"
                    var b = k2
                    while b - 1 > nameStart && flags(b - 1).contains(.adverb) && !flags(b - 1).contains(.and) { b -= 1 }
                    nameEnd = min(nameEnd, b)
                    break scan
                }
                // a size word inside the name goes to size: "ripe medium-size tomato"
                if f.contains(.size), !word(k2, "little"), !word(k2, "baby"), !word(k2, "mini"),
                   !word(k2, "big"), !word(k2, "regular"), !word(k2, "giant") {
                    let e = compoundEnd(k2)
                    if isWord(e) && !stops(e) && !flags(e).contains(.or) && !flags(e).contains(.and) {
                        if k2 > spanStart { spans.append(Span(start: spanStart, end: k2)) }
                        if size == nil { size = Span(start: k2, end: e) }
                        spanStart = e
                        k2 = e
                        nameEnd = k2
                        continue
                    }
                }
            } else if stops(k2) {
                break scan
            }
            k2 += 1
            nameEnd = k2
        }
        // trailing conjunctions and marks do not belong to the name; a share's % does ("fromage blanc 20 %"),
        // and a temperature's sign ("four 180℃", "oven 350°")
        while nameEnd > max(nameStart, spanStart) && (t[nameEnd - 1].kind == .punct && t[nameEnd - 1].mark != 0x29
            && t[nameEnd - 1].mark != 0x5D && !(t[nameEnd - 1].mark == 0 && !t[nameEnd - 1].spaceBefore)
            && !((t[nameEnd - 1].mark == 0x25 || saysHeat(nameEnd - 1)) && isNumber(nameEnd - 2))
            || flags(nameEnd - 1).contains(.and) || flags(nameEnd - 1).contains(.or)
            // "2 salmon fillets of 6 oz each", "of about 3 lb": an "of" before a size is the note's
            || word(nameEnd - 1, "of") && nameEnd - 1 > nameStart
                && (isNumber(nameEnd) || flags(nameEnd).contains(.approx) && isNumber(nameEnd + 1))) {
            nameEnd -= 1
        }
        // "3/4 cup whole, pitted kalamata olives", "1 1/2 cups sweetened, shredded coconut":
        // a name of a few words that names no food goes on to a food that ends a comma part after it
        if spanStart == nameStart, nameEnd > nameStart, let end = foodAfterComma(nameStart, nameEnd) { nameEnd = end }
        // "1 cup sifted", "2 cups finely chopped", "1 tbsp, divided": a name of preparation and
        // comment words alone names no food; they are the line's notes, as after a second measure
        // (not before a comma and a name: "1 can peeled, chopped tomatoes")
        if spanStart == nameStart && nameEnd > nameStart && namesOnlyNotes(nameStart, nameEnd)
            && !(isMark(nameEnd, 0x2C) && nameFollows(nameEnd + 1)) {
            notesFrom = nameStart
            readAfterName(nameStart)
            return
        }
        // "3 garlic cloves", "2 celery stalks", "Parsley sprigs": the unit follows the food
        var afterName = max(nameEnd, nameStart)
        if unit == nil && nameEnd - max(nameStart, spanStart) >= 2 && flags(nameEnd - 1).contains(.unitAfterName)
            && isWord(nameEnd - 2) && glued(nameEnd - 1) == false {
            let last = nameEnd - 1
            if let u = unitWord(last), !(u.unit == .rib && !word(last - 1, "celery")),
               !(u.unit == .clove && !word(last - 1, "garlic")),
               !(u.unit == .head && !(word(last - 1, "garlic") || word(last - 1, "lettuce"))),
               !flags(last - 1).contains(.unitModifier) {
                unit = u.unit
                unitToken = last
                nameEnd = last
                afterName = u.next
            }
        }
        if nameEnd > spanStart { spans.append(Span(start: spanStart, end: nameEnd)) }
        // a size at the very start of the name ("large, ripe tomatoes")
        if let first = spans.first, flags(first.start).contains(.size) && isMark(first.start + 1, 0x2C) && first.end > first.start + 2 {
            if size == nil { size = Span(start: first.start, end: first.start + 1) }
            spans[0].start = first.start + 2
        }
        nameSpans = spans
        readAfterName(afterName)
    }

    /// Whether the tokens from `s` to `e` are words that only prepare a food or comment on it
    /// ("sifted", "finely chopped", "packed", "divided") and name no catalog food together.
    func namesOnlyNotes(_ s: Int, _ e: Int) -> Bool {
        var k = s
        while k < e {
            guard isWord(k) else { return false }
            let end = compoundEnd(k)
            let f = compoundFlags(k, end)
            // "and", "or" only join two of them: "peeled and diced"
            let joins = (f.contains(.and) || f.contains(.or)) && k > s && end < e
            guard end <= e, preparesBeforeName(f) || f.contains(.comment) || joins else { return false }
            k = end
        }
        return catalogMatch(s, until: e) == nil
    }

    /// Preparation words before the name: "finely chopped", "peeled and diced", "roasted,",
    /// "thinly sliced (1/4-inch)". Only when a name follows them.
    mutating func readLeadingPreparation(_ start: Int) -> Int {
        let n = t.count
        // "2 (4 ounce) cans sliced mushrooms", "1 tin of chopped tomatoes": a canned product
        if let unit, unit.isContainer || unit == .can { return start }
        // "fresh or frozen peas", "cooked or canned black beans": the states are a comment
        if flags(start).contains(.state) && (word(start + 1, "or") || word(start + 1, "and")) && flags(start + 2).contains(.state) {
            var e = start + 3
            if flags(e).contains(.state) && isWord(e + 1) { e += 1 }
            if isWord(e) && !isLink(e) {
                comment.append(Span(start: start, end: e))
                return e
            }
        }
        var k = start
        var end = -1
        var brackets: [Span] = []
        while k < n {
            if isWord(k) {
                let e = compoundEnd(k)
                let f = compoundFlags(k, e)
                if f.contains(.prep) && !f.contains(.prepAfterOnly) && !(k == start && keepsPreparation(k)) {
                    end = e; k = e; continue
                }
                if f.contains(.adverb) && !f.contains(.and) && !f.contains(.or) && e == k + 1 {
                    let e2 = compoundEnd(k + 1)
                    let g = compoundFlags(k + 1, e2)
                    // "finely ground" is a preparation; "freshly ground" names the pepper
                    if word(k + 1, "ground") && !word(k, "freshly") && isWord(e2) { end = e2; k = e2; continue }
                    if g.contains(.prep) && !g.contains(.prepAfterOnly) || g.contains(.adverb) && !g.contains(.and) { k += 1; continue }
                    break
                }
                if (f.contains(.and) || f.contains(.or)) && end == k {
                    let g = compoundFlags(k + 1, compoundEnd(k + 1))
                    if g.contains(.prep) && !g.contains(.prepAfterOnly) || g.contains(.adverb) && !g.contains(.and) { k += 1; continue }
                }
                break
            }
            if isMark(k, 0x2C) && end == k && isWord(k + 1) { k += 1; end = k; continue }
            if (isMark(k, 0x28) || isMark(k, 0x5B)) && end == k {
                let close = closing(k)
                if close >= n { break }
                brackets.append(Span(start: k + 1, end: close))
                k = close + 1
                end = k
                continue
            }
            break
        }
        guard end > start, end < n, isWord(end) || isNumber(end) else { return start }
        // file the run: words as preparation, brackets as comment
        var s = start
        for bracket in brackets {
            if bracket.start - 1 > s { preparation.append(trimmed(Span(start: s, end: bracket.start - 1))) }
            comment.append(bracket)
            s = bracket.end + 1
        }
        if end > s { preparation.append(trimmed(Span(start: s, end: end))) }
        if isWord(end - 1) { lastLeadingPreparation = end - 1 }
        return end
    }

    /// A span without marks at its ends.
    func trimmed(_ span: Span) -> Span {
        var s = span
        while s.end > s.start && t[s.end - 1].kind == .punct { s.end -= 1 }
        while s.end > s.start && t[s.start].kind == .punct { s.start += 1 }
        return s
    }

    /// The index of the bracket closing the one at `k`, or the end of the line.
    func closing(_ k: Int) -> Int {
        var depth = 0
        var j = k
        while j < t.count {
            if isMark(j, 0x28) || isMark(j, 0x5B) { depth += 1 }
            if isMark(j, 0x29) || isMark(j, 0x5D) { depth -= 1; if depth == 0 { return j } }
            j += 1
        }
        return t.count
    }

    /// Brackets of plain words name the food again (a translation, an alternative);
    /// numbers or comment words make them a comment.
    func bracketIsName(_ s: Int, _ e: Int) -> Bool {
        guard e > s, e - s <= 8 else { return false }
        // "low-fat (1%) milk", "whipping (35%) cream": a fat share, as unbracketed ("1% milk")
        if e - s == 2 && isNumber(s) && isMark(s + 1, 0x25) { return true }
        for k in s..<e {
            if t[k].kind == .number { return false }
            if t[k].kind == .punct && t[k].mark != 0x2D && t[k].mark != 0x27 && t[k].mark != 0 { return false }
            let f = flags(k)
            if f.contains(.comment) || f.contains(.purpose) || f.contains(.prep) && !f.contains(.prepAfterOnly) || f.contains(.unit) && !f.contains(.weakUnit)
                || word(k, "recipe") || word(k, "follows") || word(k, "below") || word(k, "above") || word(k, "page")
                || word(k, "weight") || word(k, "optional") || word(k, "more") || word(k, "to") || word(k, "for") {
                return false
            }
        }
        return true
    }

    /// The end of the comma part that a food's name ends, after a name of three words or fewer
    /// without a food or a number that a comma ends ("whole, pitted kalamata olives", "dry,
    /// fine, unflavored bread crumbs": a part of two qualifiers or fewer is passed over, twice
    /// at most). A part that opens with a comment, "or", "and" or a purpose ends the name.
    func foodAfterComma(_ s: Int, _ e: Int) -> Int? {
        guard isMark(e, 0x2C) else { return nil }
        var words = 0
        for k in s..<e {
            if t[k].kind == .number { return nil }
            if isWord(k) { words += 1 }
        }
        guard words <= 3 else { return nil }
        let name = nameTokens(s, until: e)
        guard name.match(0..<name.count, in: catalog) == nil else { return nil }
        var comma = e
        for _ in 0..<3 {
            let start = comma + 1
            guard isWord(start), !stops(start) else { return nil }
            let f = flags(start)
            if f.contains(.or) || f.contains(.and) || f.contains(.purpose) || f.contains(.to) || word(start, "plus")
                || f.contains(.comment) && !f.contains(.prep) && commentStarts(start) { return nil }
            var j = start
            var qualifiers = true
            while j < t.count && j < start + 8 && !isMark(j, 0x2C) {
                if isWord(j) {
                    // "soaked in water", "noodles such as tagliatelle": a phrase, not a name
                    let g = flags(j)
                    if g.contains(.or) || g.contains(.and) || g.contains(.to) || g.contains(.purpose) || g.contains(.article)
                        || stops(j) || word(j, "in") || word(j, "of") || word(j, "from") || word(j, "such") || word(j, "as")
                        || word(j, "into") || word(j, "on") || word(j, "at") || word(j, "by") || word(j, "until") { return nil }
                    let end = compoundEnd(j)
                    if !isQualifier(j, end) { qualifiers = false }
                    j = end
                } else if (isMark(j, 0x2D) || isMark(j, 0x27)) && glued(j) {
                    j += 1
                } else {
                    return nil
                }
            }
            let part = nameTokens(start, until: j)
            if let hit = part.match(0..<part.count, in: catalog), hit.end == part.count { return j }
            guard qualifiers, j - start <= 2, isMark(j, 0x2C) else { return nil }
            comma = j
        }
        return nil
    }

    /// After a comma inside the name: adjectives before it ("boneless, skinless chicken",
    /// "red, ripe tomato") or a list of alternatives after it ("kale, chard, or spinach").
    func commaContinues(_ comma: Int, nameStart: Int) -> Int? {
        // qualifiers only before the comma, and a noun phrase after it
        var allQualifiers = true
        var k = nameStart
        while k < comma {
            if t[k].kind == .punct { if !isMark(k, 0x2C) { allQualifiers = false; break }; k += 1; continue }
            let e = compoundEnd(k)
            if !isQualifier(k, e) { allQualifiers = false; break }
            k = e
        }
        if allQualifiers && comma - nameStart <= 4 && isWord(comma + 1) {
            let e = compoundEnd(comma + 1)
            let f = compoundFlags(comma + 1, e)
            if !(f.contains(.prep) && !f.contains(.prepAfterOnly)) && !f.contains(.comment) && !f.contains(.purpose) && !f.contains(.to)
                && !f.contains(.or) && !f.contains(.and) && !(f.contains(.adverb) && !f.contains(.adjective)) {
                // the noun must come before the next comma or the end
                var j = comma + 1
                while j < t.count && !isMark(j, 0x2C) && !isMark(j, 0x28) {
                    if isWord(j) && !isQualifier(j, compoundEnd(j)) { return comma + 1 }
                    j += 1
                }
            }
        }
        return listContinues(comma, nameStart: nameStart)
    }

    /// After a comma: does a list of alternatives go on ("veal, chicken or beef bones",
    /// "cannellini, borlotti, or Great Northern beans")? Returns the end of the list when it does.
    func listContinues(_ comma: Int, nameStart: Int) -> Int? {
        for k in nameStart..<comma where word(k, "or") || word(k, "and") { return nil }
        var k = comma + 1
        var items = 0
        func plain(_ k: Int) -> Bool {
            let f = flags(k)
            if f.contains(.state) { return false }
            if f.contains(.prep) && !f.contains(.prepAfterOnly) || f.contains(.comment) || f.contains(.purpose) || f.contains(.to)
                || f.contains(.number) || f.contains(.article) || f.contains(.unit) && !f.contains(.weakUnit) || word(k, "with")
                || f.contains(.adverb) && !f.contains(.adjective) && !f.contains(.unitModifier) {
                return false
            }
            return true
        }
        while items < 6 {
            if word(k, "or") {
                if orStartsComment(k) { return nil }
                k += 1
                var words = 0
                while k < t.count && words < 7 {
                    if isWord(k) && plain(k) && !word(k, "or") { k += 1; words += 1; continue }
                    if isMark(k, 0x2D) && glued(k) && isWord(k + 1) { k += 1; continue }
                    if isMark(k, 0x27) || t[k].kind == .punct && t[k].mark == 0 { k += 1; continue }
                    break
                }
                return words > 0 ? k : nil
            }
            var words = 0
            while isWord(k) && words < 4 && !word(k, "or") {
                guard plain(k) else { return nil }
                k += 1; words += 1
                if isMark(k, 0x2D) && glued(k) && isWord(k + 1) { k += 1 }
            }
            if words == 0 { return nil }
            if word(k, "or") { items += 1; continue }
            guard isMark(k, 0x2C) else { return nil }
            k += 1
            items += 1
        }
        return nil
    }

    /// A comment word stops the name only where it reads as a comment ("such as", "plus more").
    func commentStarts(_ k: Int) -> Bool {
        if word(k, "but") { return !butJoinsQualifiers(k) }
        if word(k, "as") { return word(k + 1, "needed") || word(k + 1, "desired") || word(k + 1, "required") || word(k + 1, "necessary") || word(k + 1, "well") || word(k + 1, "a") }
        if word(k, "at") { return word(k + 1, "room") || word(k + 1, "least") }
        if word(k, "each") || word(k, "per") || word(k, "total") { return !isWord(k + 1) || word(k + 1, "of") }
        return true
    }

    /// "or" opens a comment when an alternative amount or "to taste" follows, not between foods.
    func orStartsComment(_ k: Int) -> Bool {
        let next = k + 1
        // "skim or 1% milk": a fat share and a word after it go on naming the food
        if isNumber(next) { return !(isMark(next + 1, 0x25) && isWord(next + 2)) }
        let f = flags(next)
        if f.contains(.number) || f.contains(.article) { return true }
        if f.contains(.to) || f.contains(.comment) && !word(next, "any") || f.contains(.purpose) || f.contains(.prep) && !f.contains(.prepAfterOnly) && !keepsPreparation(next) { return true }
        if word(next, "more") || word(next, "less") || word(next, "so") || word(next, "substitute") || word(next, "use") { return true }
        if isMark(next, 0x2C) || next >= t.count { return true }
        return false
    }

    /// A preparation word after the start of a name ends it, unless it qualifies a noun after
    /// it ("hickory smoked bacon", "frozen roasted potatoes").
    func prepStarts(_ k: Int) -> Bool {
        // "steel cut oats", "center cut pork chops": "cut" before the catalog food it qualifies
        // is part of the name; before a link, an adverb or a number ("cut into cubes", "cut
        // up", "cut crosswise", "cut 1 inch thick") it prepares the food named before
        if word(k, "cut") { return !foodStarts(k + 1) }
        var j = k + 1
        while j < t.count && j < k + 4 && isWord(j) && (flags(j).contains(.prep) || flags(j).contains(.adverb)) && !isLink(j) { j += 1 }
        if isMark(j, 0x2D) && glued(j) { return false }
        let nounAfter = isWord(j) && !isLink(j) && !stops(j)
        return !nounAfter
    }

    /// "ripe but firm bananas", "ripe but relatively firm peaches": "but" between two qualifiers
    /// of the food the words after it end in is part of the name. Not before a comment word or
    /// a link ("milk but not skim"), nor where nothing qualifies the food after it.
    func butJoinsQualifiers(_ k: Int) -> Bool {
        guard isWord(k - 1), let found = catalogMatch(from: k + 1, words: 7, throughAdverbs: true),
              found.words >= 2 else { return false }
        return found.match.start > 0 && found.match.end == found.tokens
    }

    /// Whether the words from `k` (up to a link, a stop or an adverb) open with a catalog food.
    func foodStarts(_ k: Int) -> Bool {
        catalogMatch(from: k, words: 5, throughAdverbs: false)?.match.start == 0
    }

    /// The longest catalog phrase among the run of at most `words` words from `k` that no
    /// link or stop (nor, unless `throughAdverbs`, an adverb) ends, with the run's length in
    /// words and in name tokens; nil when the run is empty or names no food.
    func catalogMatch(from k: Int, words: Int, throughAdverbs: Bool) -> (match: FoodCatalog.PhraseMatch, words: Int, tokens: Int)? {
        var e = k
        while e < t.count && e < k + words && isWord(e) && !isLink(e) && !stops(e)
            && (throughAdverbs || !flags(e).contains(.adverb)) { e += 1 }
        guard e > k else { return nil }
        var tokens = NameTokens()
        read(Int(t[k].start), Int(t[e - 1].end), into: &tokens)
        return tokens.match(0..<tokens.count, in: catalog).map { ($0, e - k, tokens.count) }
    }

    /// "Eggs x 3", "Lemon × 2": a times sign at `k` and a count that ends the line or
    /// comes before a comma or bracket: the amount, written after the name.
    func countAfterTimes(_ k: Int) -> Bool {
        guard word(k, "x") || isMark(k, 0x78), isNumber(k + 1), !isNumber(k - 1) else { return false }
        let after = k + 2
        return after >= t.count || isMark(after, 0x2C) || isMark(after, 0x3B) || isMark(after, 0x28) || isMark(after, 0x29)
    }

    /// Everything after the name, cut at commas and brackets into preparation and comment.
    mutating func readAfterName(_ start: Int) {
        var i = start
        let n = t.count
        while i < n {
            // skip separators
            while i < n && t[i].kind == .punct && (t[i].mark == 0x2C || t[i].mark == 0x3B || t[i].mark == 0x2D
                || t[i].mark == 0x29 || t[i].mark == 0x5D || t[i].mark == 0x2E || t[i].mark == 0x3A || t[i].mark == 0x2A) {
                i += 1
            }
            guard i < n else { break }
            if isMark(i, 0x28) || isMark(i, 0x5B) {
                let close = closing(i)
                let inner = Span(start: i + 1, end: min(close, n))
                if !inner.isEmpty { comment.append(inner) }
                i = min(close + 1, n)
                continue
            }
            if quantity == nil && unit == nil && countAfterTimes(i) { i += 1 }
            // "Vanilla extract, 2 teaspoons": the amount after the name; "Garlic cloves – 4": the
            // count of the unit the name said; "Coriander leaves - a handful"
            if quantity == nil && (unit == nil || unit?.dimension == .count && isNumber(i) && unitWord(i + 1) == nil)
                && (isNumber(i) || flags(i).contains(.number) || unit == nil && flags(i).contains(.article) && unitWord(i + 1) != nil) {
                let amountEnd = readAmount(i)
                let next = readUnits(amountEnd)
                if quantity != nil && next > i {
                    // where it is written, so scaling rewrites it there ("5% fat yogurt, 1 cup")
                    amountTokens = Span(start: i, end: amountEnd)
                    i = next
                    continue
                }
            }
            // a clause up to the next comma, semicolon or bracket
            var j = i
            while j < n && !(t[j].kind == .punct && (t[j].mark == 0x2C || t[j].mark == 0x3B || t[j].mark == 0x28
                || t[j].mark == 0x5B)) {
                j += 1
            }
            var end = j
            while end > i && t[end - 1].kind == .punct && t[end - 1].mark != 0x29 { end -= 1 }
            if end > i {
                let f = flags(i)
                let isPrep = (f.contains(.prep) || f.contains(.adverb) && !f.contains(.or)) && !f.contains(.comment)
                    || word(i, "cut") || word(i, "at") && word(i + 1, "room")
                if isPrep { preparation.append(Span(start: i, end: end)) } else { comment.append(Span(start: i, end: end)) }
            }
            i = j
        }
    }
}
