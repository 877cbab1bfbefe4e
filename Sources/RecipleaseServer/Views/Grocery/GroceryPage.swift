import RecipleaseCore

/// `/grocery?from=&to=&hideKitchen=1`: the grocery list for a range of planned days, by aisle.
struct GroceryPage: Encodable {
    struct Item: Encodable {
        let key: String
        let display: String
        let recipes: String?
        let checked: Bool
        /// Only items added by hand can be removed.
        let removeAction: String?
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
    let maxLength: Int
    let units: String
    let plannedCount: Int
    let total: Int
    let checkedCount: Int
    let hiddenCount: Int
    let unavailable: [String]
    let aisles: [Aisle]

    /// `error` and `typed` come back with a refused hand-added item.
    init(list: GroceryListResult, today: PlanDate, hideKitchen: Bool, error: String?, typed: String, csrf: String) {
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
        title = Strings.english.text("grocery.heading")
        rangeLabel = range.from == range.to ? range.from.longText
            : Strings.english.text("grocery.range", ["from": range.from.longText, "to": range.to.longText])
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
        self.typed = String(typed.prefix(UserGrocery.extraLength * 2))
        maxLength = UserGrocery.extraLength
        units = Strings.english.text(list.system == .metric ? "grocery.metric" : "grocery.us")
        plannedCount = list.plannedCount
        total = list.rows.count
        checkedCount = list.rows.filter(\.checked).count
        hiddenCount = list.hiddenCount
        unavailable = list.unavailable.map {
            Strings.english.text("grocery.unavailableItem", ["title": $0.title, "date": $0.planDate?.shortText ?? $0.date, "meal": $0.mealType])
        }
        aisles = list.aisles.map { aisle, rows in
            Aisle(name: aisle.prefix(1).uppercased() + aisle.dropFirst(), items: rows.map { row in
                Item(
                    key: row.key, display: row.display, recipes: row.recipes.isEmpty ? nil : row.recipes.joined(separator: ", "), checked: row.checked,
                    removeAction: row.manualID.map(SiteURL.deleteGroceryItem)
                )
            })
        }
    }
}
