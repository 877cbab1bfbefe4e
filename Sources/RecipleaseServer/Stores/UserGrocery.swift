import Fluent
import Foundation
import RecipleaseCore

/// One line of a user's grocery list as pages and the API show it: a merged item from the plan
/// and the items added by hand, with its tick.
struct GroceryRow: Sendable {
    let key: String
    let food: Food.ID?
    let quantity: Double?
    let unit: MeasureUnit?
    let packageSize: Measure?
    let display: String
    let aisle: String
    let recipes: [String]
    /// From the core item; parts with an `addedID` are items added by hand.
    let parts: [GroceryPart]
    /// "6" and "3" when the item has both recipe and hand-added parts: "6 planned + 3 added".
    let planned: String?
    let added: String?
    let checked: Bool
    /// Hand-added items merged into this row (their ids), in the order added; empty for a row
    /// only from the plan. Removing one removes that item only.
    let addedIDs: [UUID]
    /// In a household: who ticked the row, and who added each hand-added item (by its id).
    var checkedBy: UUID? = nil
    var addedBy: [UUID: UUID] = [:]
    /// Kept for the pages' "Remove" button: the row is only hand-added items.
    var manualID: UUID? { parts.allSatisfy { $0.addedID != nil } ? addedIDs.first : nil }
}

/// A grocery list for a range of days.
struct GroceryListResult: Sendable {
    let range: PlanRange
    let system: MeasureSystem
    /// By aisle in shop order, then by name.
    let rows: [GroceryRow]
    /// Planned meals whose recipe could not be found (not in the library, not a favorite).
    let unavailable: [PlanEntry]
    /// Items left out because a ticked food of the kitchen list covers them.
    let hiddenCount: Int
    let plannedCount: Int
    /// In a household, the usernames of the people the rows name (`checkedBy`, `addedBy`).
    var people: [UUID: String] = [:]

    /// The rows grouped by aisle, in shop order.
    var aisles: [(aisle: String, rows: [GroceryRow])] {
        var groups: [(aisle: String, rows: [GroceryRow])] = []
        for row in rows {
            if groups.last?.aisle == row.aisle { groups[groups.count - 1].rows.append(row) } else { groups.append((row.aisle, [row])) }
        }
        return groups
    }
}

/// One user's grocery list state: ticks, each for the days of the list it was made on, and the
/// items they added by hand, each for the days it was added for or for every list.
struct UserGrocery: SharedStore {
    static let maxExtras = 100
    static let maxChecks = 2_000
    static let extraLength = 80
    /// Lists of other days built to check their ticks' amounts, at most: the most recent first.
    static let maxTickLists = 3

    let userID: UUID
    let db: any Database
    var scope: SharedScope?

    init(userID: UUID, db: any Database) {
        self.userID = userID
        self.db = db
    }

    // MARK: - Ticks

    /// Every tick, oldest first (for the export).
    func ticks() async throws -> [GroceryTick] {
        try await scoped(GroceryTick.self).sort(\.$createdAt).all()
    }

    /// The ticks whose days overlap the range, newest first.
    private func ticks(overlapping range: PlanRange, on db: (any Database)? = nil) -> QueryBuilder<GroceryTick> {
        (db ?? self.db).owned(GroceryTick.self, by: userID).filter(\.$fromDay <= range.to.description).filter(\.$toDay >= range.from.description)
    }

    /// Ticks an item of the list of `range` (kept with the item's amount there), or unticks it
    /// on every list overlapping those days. Ticking twice changes nothing; unticking what is not
    /// ticked neither. An item not on the list cannot be ticked.
    func setChecked(_ key: String, _ checked: Bool, range: PlanRange, context: PlanContext, now: Date) async throws {
        let key = try UserGrocery.checkedKey(key)
        if !checked {
            return try await underOwnerLock { [self] db in try await ticks(overlapping: range, on: db).filter(\.$itemKey == key).delete() }
        }
        let items = try await merged(range, context: context, extras: try await extras()).items
        guard let item = items.first(where: { $0.key == key }) else {
            throw CodedProblem(.notFound, "grocery.not-listed", ["key": String(key.prefix(60))])
        }
        let (from, to, amount, owner) = (range.from.description, range.to.description, item.amountKey, userID)
        let tick = GroceryTick(userID: userID, itemKey: key, fromDay: from, toDay: to, amountKey: amount, createdAt: now)
        tick.addedBy = addedBy
        do {
            // Under the owner's lock, so ticks at once (two tabs, a household's members, two
            // instances) find each other's and trim in turn: ticking never leaves more than
            // `maxChecks`, where counts at once could all pass it together.
            try await underOwnerLock { db in
                if let existing = try await db.owned(GroceryTick.self, by: owner).filter(\.$itemKey == key).filter(\.$fromDay == from).filter(\.$toDay == to).first() {
                    // Ticked again after the amount changed: the tick is for the amount shown now.
                    guard existing.amountKey != amount else { return }
                    existing.amountKey = amount
                    return try await existing.update(on: db)
                }
                let count = try await db.owned(GroceryTick.self, by: owner).count()
                if count >= UserGrocery.maxChecks {
                    // Ticks are cheap to lose: the oldest 100 go (more, were there ever too many).
                    let oldest = try await db.owned(GroceryTick.self, by: owner).sort(\.$createdAt).limit(count - UserGrocery.maxChecks + 100).all(\.$id)
                    try await GroceryTick.query(on: db).filter(\.$id ~~ oldest).delete()
                }
                try await tick.create(on: db)
            }
        } catch where error.isConstraintFailure {
            // Written meanwhile by a path that does not take the owner's lock: ticked is ticked.
        }
    }

    /// "Untick everything" on the list of `range`: the ticks overlapping its days.
    func clearChecks(range: PlanRange) async throws {
        try await underOwnerLock { [self] db in try await ticks(overlapping: range, on: db).delete() }
    }

    /// The keys of the items ticked on the list of `range`: ticks overlapping its days whose
    /// item still has, over the tick's own days, the amount it had when ticked.
    /// With each key, who made the tick (nil outside a household).
    private func tickedKeys(_ items: [GroceryItem], range: PlanRange, context: PlanContext, extras: [GroceryExtra]) async throws -> [String: UUID?] {
        let ticks = try await ticks(overlapping: range).sort(\.$createdAt, .descending).all()
        var amounts: [String: [String: String]] = [Self.dayKey(range): Self.amounts(items)]
        var ticked: [String: UUID?] = [:]
        for tick in ticks where amounts[Self.dayKey(range)]?[tick.itemKey] != nil && ticked[tick.itemKey] == nil {
            guard let wanted = tick.amountKey else {
                ticked[tick.itemKey] = .some(tick.addedBy) // from before trips: any amount
                continue
            }
            let days = tick.fromDay + " " + tick.toDay
            if amounts[days] == nil {
                // Bounded: a few of the most recent other lists, the rest count as changed.
                guard amounts.count <= UserGrocery.maxTickLists, let from = PlanDate(tick.fromDay), let to = PlanDate(tick.toDay), from <= to else { continue }
                let other = PlanRange(from: from, to: to)
                amounts[days] = Self.amounts(try await merged(other, context: context, extras: extras).items)
            }
            if amounts[days]?[tick.itemKey] == wanted { ticked[tick.itemKey] = .some(tick.addedBy) }
        }
        return ticked
    }

    private static func dayKey(_ range: PlanRange) -> String { range.from.description + " " + range.to.description }

    private static func amounts(_ items: [GroceryItem]) -> [String: String] {
        Dictionary(items.map { ($0.key, $0.amountKey) }, uniquingKeysWith: { first, _ in first })
    }

    static func checkedKey(_ raw: String) throws -> String {
        let key = raw.trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty, key.lengthForLimits <= 200, !key.contains(where: { $0.isNewline }), !key.hasControlCharacter else {
            throw CodedProblem(.invalid, "grocery.key")
        }
        return key
    }

    // MARK: - Items added by hand

    func extras() async throws -> [GroceryExtra] {
        try await scoped(GroceryExtra.self).sort(\.$createdAt).all()
    }

    func findExtra(_ id: String?) async throws -> GroceryExtra? {
        guard let id, let uuid = UUID(written: id) else { return nil }
        return try await scoped(GroceryExtra.self).filter(\.$id == uuid).first()
    }

    /// A hand-added item's name tidied, or what is wrong with it.
    static func checkedExtraName(_ raw: String) throws -> String {
        let name = RecipeRules.line(raw)
        guard !name.isEmpty else { throw CodedProblem(.invalid, "grocery.item-empty") }
        guard name.lengthForLimits <= UserGrocery.extraLength else {
            throw CodedProblem(.invalid, "grocery.item-length", ["max": "\(UserGrocery.extraLength)", "count": "\(name.lengthForLimits)"])
        }
        return name
    }

    /// Adds an item to the list of `range`, or to every list with `keep`.
    func addExtra(_ raw: String, range: PlanRange, keep: Bool, parser: IngredientParser, now: Date) async throws -> GroceryExtra {
        let name = try UserGrocery.checkedExtraName(raw)
        let extra = GroceryExtra(userID: userID, name: name, foodID: UserGrocery.food(ofAdded: name, parser: parser),
                                 fromDay: range.from.description, toDay: range.to.description, keep: keep, createdAt: now)
        extra.addedBy = addedBy
        // A household's list: its members' adds wait for each other on the household's row.
        try await create(extra, within: UserGrocery.maxExtras, or: .full("grocery", max: UserGrocery.maxExtras))
        return extra
    }

    /// The catalog food a hand-added item names, read as the list reads it (`GroceryList.readAdded`):
    /// the same whether the item is typed or comes in with an export.
    static func food(ofAdded name: String, parser: IngredientParser) -> String? {
        GroceryList.readAdded(name, parser: parser).food?.rawValue
    }

    /// Removes the item; what the plan needs of the same food stays on the list.
    func removeExtra(_ extra: GroceryExtra) async throws {
        try await underOwnerLock { db in try await extra.delete(on: db) }
    }

    /// Whether a hand-added item is on the list of `range`.
    static func shows(_ extra: GroceryExtra, on range: PlanRange) -> Bool {
        if extra.keep { return true }
        guard let from = extra.fromDay, let to = extra.toDay else { return true }
        return from <= range.to.description && to >= range.from.description
    }

    // MARK: - The list

    /// Lines of planned meals and added items a list merges in the request's own task; more go to
    /// the document readers' threads (`PlanContext.offloader`).
    static let linesMergedInPlace = 5_000

    /// The planned meals of the range, each recipe's lines scaled to the servings planned over the
    /// recipe's servings, and the hand-added items on its list (read in English or French, "3
    /// oignons" and "onions x3" as "3 onions": `GroceryList.readAdded`), merged per food by `GroceryList.build` and written in `strings`'
    /// language (the items, keys and amounts are the same in every language).
    private func merged(_ range: PlanRange, context: PlanContext, extras: [GroceryExtra], strings: Strings = .english) async throws
        -> (items: [GroceryItem], entries: [PlanEntry], unavailable: [PlanEntry]) {
        let recipes = context.recipes
        let store = recipes.store
        let entries = try await context.plan.list(range)
        var lines: [GroceryLine] = []
        var unavailable: [PlanEntry] = []
        // A recipe planned many times is one source of the list: its lines go in once, at the sum
        // of its meals' scales, in the order it was first planned. Line by meal, a year of five
        // recipes planned 5,000 times was 500,000 lines to merge: 1.9 s, and 13 s each for eight
        // such lists at once (hostile probe, 2026-12-07).
        var planned: [(id: String, recipe: Recipe)] = []
        var scales: [String: Double] = [:]
        for entry in entries {
            guard let recipe = recipes.recipe(entry.recipeID)?.recipe else {
                unavailable.append(entry)
                continue
            }
            let scale = recipe.servings.map { Double(entry.servings) / Double(max($0, 1)) } ?? 1
            if scales[entry.recipeID] == nil { planned.append((entry.recipeID, recipe)) }
            scales[entry.recipeID, default: 0] += scale
        }
        for (id, recipe) in planned {
            let scale = scales[id] ?? 1
            lines += recipe.ingredients.map { GroceryLine(ingredient: $0, scale: scale, source: recipe.title, recipeID: id) }
        }
        for extra in extras where UserGrocery.shows(extra, on: range) {
            guard let id = extra.id else { continue }
            lines.append(GroceryLine(ingredient: GroceryList.readAdded(extra.name, parser: store.parser), scale: 1, source: "", recipeID: nil,
                                     addedID: id.uuidString))
        }
        let catalog = store.catalog, system = context.settings.unitSystem, all = lines
        let merge = { @Sendable in GroceryList.build(all, catalog: catalog, system: system, strings: strings) }
        // A year of meals planned by the thousand at a hundred servings is seconds of merging: off
        // the request's task (four such lists at once held /healthz 5 to 9 s), while a week's list
        // of a few hundred lines is merged at once rather than queued behind pages being read.
        let items = try await lines.count > UserGrocery.linesMergedInPlace ? context.offloader?.run(merge) ?? merge() : merge()
        return (items, entries, unavailable)
    }

    /// The list of the range, in shop order, with its ticks. With `hideKitchen`, foods a ticked
    /// kitchen-list food covers are left out, unless added by hand. Written in `strings`' language.
    func build(_ range: PlanRange, context: PlanContext, hideKitchen: Bool, strings: Strings = .english) async throws -> GroceryListResult {
        let store = context.recipes.store
        let extras = try await extras()
        let (items, entries, unavailable) = try await context.inTurn { try await merged(range, context: context, extras: extras, strings: strings) }
        let checked = try await tickedKeys(items, range: range, context: context, extras: extras)
        var adders: [UUID: UUID] = [:]
        for extra in extras { if let id = extra.id, let person = extra.addedBy { adders[id] = person } }

        var covered: Set<Food.ID> = []
        if hideKitchen {
            let kitchen = try await scoped(KitchenItem.self).filter(\.$ticked == true).all()
            for food in kitchen.compactMap(\.foodID).map({ Food.ID($0) }) { covered.formUnion(store.catalog.coveredWhenShopping(byHaving: food)) }
        }
        var hidden = 0
        var rows: [GroceryRow] = []
        for item in items {
            let addedIDs = item.parts.compactMap { $0.addedID.flatMap(UUID.init(written:)) }
            if let food = item.food, covered.contains(food), addedIDs.isEmpty {
                hidden += 1
                continue
            }
            rows.append(GroceryRow(
                key: item.key, food: item.food, quantity: item.quantity.map { ($0 * 10_000).rounded() / 10_000 },
                unit: item.unit, packageSize: item.packageSize, display: item.display, aisle: item.aisle, recipes: item.recipes,
                parts: item.parts, planned: item.planned, added: item.added, checked: checked[item.key] != nil, addedIDs: addedIDs,
                checkedBy: checked[item.key] ?? nil, addedBy: Dictionary(addedIDs.compactMap { id in adders[id].map { (id, $0) } }, uniquingKeysWith: { a, _ in a })
            ))
        }
        var list = GroceryListResult(range: range, system: context.settings.unitSystem, rows: rows, unavailable: unavailable,
                                     hiddenCount: hidden, plannedCount: entries.count)
        let named: [UUID?] = rows.flatMap { row in [row.checkedBy] + row.addedBy.values.map { Optional($0) } }
        list.people = try await context.scope.names(of: named, on: db)
        return list
    }
}

extension GroceryListResult {
    /// The list as plain text, one item a line under its aisle: what `/grocery.txt` serves, in
    /// the reader's language.
    func plainText(in strings: Strings, viewer: UUID? = nil) -> String {
        let from = strings.date(range.from, .long), to = strings.date(range.to, .long)
        var lines = [strings.text("grocery.text.heading", ["from": from, "to": to]), ""]
        if rows.isEmpty { lines.append(strings.text("grocery.text.empty")) }
        for (aisle, rows) in aisles {
            lines.append(strings.aisle(aisle))
            for row in rows {
                lines.append("[\(row.checked ? "x" : " ")] \(row.display)\(row.sourcesText(in: strings, people: people, viewer: viewer))")
            }
            lines.append("")
        }
        if !unavailable.isEmpty {
            let items = unavailable.map { item in
                strings.text("grocery.text.unavailableItem", ["title": item.title, "date": item.planDate.map { strings.date($0, .short) } ?? item.date])
            }
            lines.append(strings.text("grocery.text.unavailable", ["items": items.joined(separator: ", ")]))
        }
        return lines.joined(separator: "\n").trimmingCharacters(in: .newlines) + "\n"
    }
}

extension GroceryRow {
    /// The name of the housemate who added the item `addedID` by hand; nil when it is `viewer`'s
    /// own or names nobody (a list of one person's).
    func adder(of addedID: String, people: [UUID: String], besides viewer: UUID?) -> String? {
        guard let id = UUID(written: addedID), let person = addedBy[id], person != viewer else { return nil }
        return people[person]
    }

    /// Where the row comes from, for the plain text: " (6 planned + 3 added; Onion Bhaji, added by you)".
    func sourcesText(in strings: Strings, people: [UUID: String] = [:], viewer: UUID? = nil) -> String {
        var titles: [String] = []
        for part in parts where !part.recipe.isEmpty && !titles.contains(part.recipe) { titles.append(part.recipe) }
        if titles.isEmpty { titles = recipes }
        var adders: [String] = []
        for id in addedIDs {
            let adder = adder(of: id.uuidString, people: people, besides: viewer).map { strings.text("household.addedBy", ["name": $0]) }
                ?? strings.text("grocery.text.addedByYou")
            if !adders.contains(adder) { adders.append(adder) }
        }
        titles += adders
        let amounts = planned.flatMap { planned in added.map { strings.text("grocery.plannedAdded", ["planned": planned, "added": $0]) } }
        let text = ([amounts].compactMap { $0 } + [titles.joined(separator: ", ")]).filter { !$0.isEmpty }.joined(separator: "; ")
        return text.isEmpty ? "" : " (" + text + ")"
    }
}
