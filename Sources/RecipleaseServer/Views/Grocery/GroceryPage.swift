import Foundation
import RecipleaseCore

/// `/grocery?from=&to=&hideKitchen=1`: the grocery list for a range of planned days, by aisle.
struct GroceryPage: Encodable {
    /// One recipe's (or one hand-added item's) share of an item, shown on demand.
    struct Part: Encodable {
        /// The words before and after the recipe's title, so the title alone is the link.
        let lead: String
        let recipe: String?
        let recipeURL: String?
        let tail: String
        /// The lines as the recipe (or the person adding) worded them.
        let lines: [String]
        /// A hand-added item's remove form.
        let removeAction: String?
        let removeLabel: String?
    }

    struct Item: Encodable {
        let key: String
        let display: String
        let recipes: String?
        let checked: Bool
        /// A row that is one item added by hand is removed as a whole.
        let removeAction: String?
        /// "6 planned + 3 added" when the plan and the person both asked for the food.
        let amounts: String?
        /// "2 for Chicken Tikka Masala, 1 ½ for Onion Bhaji": the summary of `parts`.
        let partsText: String?
        let parts: [Part]
        /// In a household, "added by Sam" on items added by hand.
        var addedBy: String? = nil
    }

    struct Aisle: Encodable {
        let name: String
        let items: [Item]
    }

    let title: String
    let rangeLabel: String
    let from: String
    let to: String
    let todayURL: String
    let weekURL: String?
    let nextWeekURL: String?
    let previousURL: String?
    let nextURL: String?
    let hideKitchen: Bool
    let toggleKitchenURL: String
    let textURL: String
    let back: String
    let csrf: String
    let error: String?
    let typed: String
    /// The "Keep on every list" box, as a refused item was sent.
    let keep: Bool
    let maxLength: Int
    let units: String
    let plannedCount: Int
    let total: Int
    let checkedCount: Int
    let hiddenCount: Int
    let unavailable: [String]
    let aisles: [Aisle]

    /// `error` and `typed` come back with a refused hand-added item.
    /// `opening` says how a recipe id opens (as the planner links planned meals); nil for a recipe gone.
    /// `viewer`: the signed-in person, whose own items added by hand say "added by you" (a
    /// housemate's name theirs).
    init(list: GroceryListResult, today: PlanDate, hideKitchen: Bool, error: String?, typed: String, keep: Bool = false, csrf: String,
         viewer: UUID? = nil, opening: (String) -> PlannerWeekPage.Opening?, strings: Strings) {
        let range = list.range
        func url(_ from: PlanDate, _ to: PlanDate, hide: Bool = hideKitchen) -> String {
            SiteURL.grocery(from: from, to: to, hideKitchen: hide)
        }
        // Links to days the calendar does not have (past 9999, before year 1) are left out.
        func url(_ from: PlanDate?, _ to: PlanDate?) -> String? {
            guard let from, let to else { return nil }
            return url(from, to)
        }
        let span = range.from.days(to: range.to) + 1
        title = strings.text("grocery.heading")
        rangeLabel = range.from == range.to ? strings.date(range.from, .long)
            : strings.text("grocery.range", ["from": strings.date(range.from, .long), "to": strings.date(range.to, .long)])
        from = range.from.description
        to = range.to.description
        todayURL = url(today, today)
        weekURL = url(today.monday, today.monday.adding(days: 6))
        nextWeekURL = url(today.monday.adding(days: 7), today.monday.adding(days: 13))
        previousURL = url(range.from.adding(days: -span), range.from.adding(days: -1))
        nextURL = url(range.to.adding(days: 1), range.to.adding(days: span))
        self.hideKitchen = hideKitchen
        toggleKitchenURL = url(range.from, range.to, hide: !hideKitchen)
        textURL = SiteURL.groceryText(from: range.from, to: range.to, hideKitchen: hideKitchen)
        back = url(range.from, range.to)
        self.csrf = csrf
        self.error = error
        self.typed = typed.prefixForLimits(UserGrocery.extraLength * 2)
        self.keep = keep
        maxLength = UserGrocery.extraLength
        units = strings.text(list.system == .metric ? "grocery.metric" : "grocery.us")
        plannedCount = list.plannedCount
        total = list.rows.count
        checkedCount = list.rows.filter(\.checked).count
        hiddenCount = list.hiddenCount
        unavailable = list.unavailable.map {
            strings.text("grocery.unavailableItem", ["title": $0.title, "date": $0.planDate.map { strings.date($0, .short) } ?? $0.date, "meal": MealType(rawValue: $0.mealType).map { strings.lowercaseName(of: $0) } ?? $0.mealType])
        }
        aisles = list.aisles.map { aisle, rows in
            Aisle(name: strings.aisle(aisle), items: rows.map { row in
                var item = GroceryPage.item(row, opening: opening, strings: strings, people: list.people, viewer: viewer)
                item.addedBy = GroceryPage.addedBy(row, people: list.people, strings: strings)
                return item
            })
        }
    }

    /// "added by Sam" (or "Sam, Alex"), when the row's hand-added items name anyone.
    static func addedBy(_ row: GroceryRow, people: [UUID: String], strings: Strings) -> String? {
        var names: [String] = []
        for id in row.addedIDs { if let name = row.addedBy[id].flatMap({ people[$0] }), !names.contains(name) { names.append(name) } }
        return names.isEmpty ? nil : strings.text("household.addedBy", ["name": names.joined(separator: ", ")])
    }

    static func item(_ row: GroceryRow, opening: (String) -> PlannerWeekPage.Opening?, strings: Strings,
                     people: [UUID: String] = [:], viewer: UUID? = nil) -> Item {
        // One item added by hand is removed whole; its parts show only when the list words it
        // otherwise than the person did (the catalog's name).
        let alone = row.manualID != nil && row.addedIDs.count <= 1
        let plain = alone && row.parts.allSatisfy { $0.lines.allSatisfy { $0.caseInsensitiveCompare(row.display) == .orderedSame } }
        let parts = plain ? [] : row.parts.map { part(row, $0, removable: !alone, opening: opening, strings: strings, people: people, viewer: viewer) }
        let amounts = row.planned.flatMap { planned in
            row.added.map { strings.text("grocery.plannedAdded", ["planned": planned, "added": $0]) }
        }
        return Item(
            key: row.key, display: row.display, recipes: row.recipes.isEmpty ? nil : row.recipes.joined(separator: ", "), checked: row.checked,
            removeAction: alone ? row.manualID.map(SiteURL.deleteGroceryItem) : nil, amounts: amounts,
            partsText: parts.isEmpty ? nil : parts.map { $0.lead + ($0.recipe ?? "") + $0.tail }.joined(separator: ", "),
            parts: parts
        )
    }

    private static func part(_ row: GroceryRow, _ part: GroceryPart, removable: Bool, opening: (String) -> PlannerWeekPage.Opening?, strings: Strings,
                             people: [UUID: String], viewer: UUID?) -> Part {
        if let added = part.addedID {
            // a housemate's item names them; one's own (or any, alone) says "you"
            let text: String
            if let name = row.adder(of: added, people: people, besides: viewer) {
                text = part.amount.map { strings.text("grocery.partAddedBy", ["amount": $0, "name": name]) }
                    ?? strings.text("grocery.partAddedSomeBy", ["name": name])
            } else {
                text = part.amount.map { strings.text("grocery.partAdded", ["amount": $0]) } ?? strings.text("grocery.partAddedSome")
            }
            let id = removable ? UUID(written: added) : nil
            return Part(lead: text, recipe: nil, recipeURL: nil, tail: "", lines: part.lines,
                        removeAction: id.map(SiteURL.deleteGroceryItem),
                        removeLabel: id.map { _ in strings.text("grocery.removeLabel", ["name": part.lines.first ?? row.display]) })
        }
        // The title goes in as a marker, so the words around it follow the table's order.
        let marker = "\u{1}"
        let text = part.amount.map { strings.text("grocery.partFor", ["amount": $0, "recipe": marker]) }
            ?? strings.text("grocery.partForSome", ["recipe": marker])
        let pieces = text.components(separatedBy: marker)
        let url = part.recipeID.flatMap { id in
            opening(id).map { $0 == .savedCopy ? SiteURL.favorite(id) : SiteURL.recipe(id) }
        }
        return Part(lead: pieces.first ?? "", recipe: part.recipe, recipeURL: url, tail: pieces.dropFirst().joined(),
                    lines: part.lines, removeAction: nil, removeLabel: nil)
    }
}
