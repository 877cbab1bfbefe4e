import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing

struct GroceryPageTests {
    func row(_ key: String, aisle: String, checked: Bool = false, manual: UUID? = nil, recipes: [String] = []) -> GroceryRow {
        GroceryRow(key: key, food: nil, quantity: nil, unit: nil, display: key, aisle: aisle, recipes: recipes, checked: checked, manualID: manual)
    }

    @Test func theListGoesByAisleWithLinksToOtherRanges() {
        // given two days, three items in two aisles, one added by hand and ticked
        let manual = UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID()
        let range = PlanRange(from: ViewFixtures.date("2026-11-24"), to: ViewFixtures.date("2026-11-25"))
        let list = GroceryListResult(
            range: range, system: .metric,
            rows: [row("eggs", aisle: "dairy", recipes: ["Omelette"]), row("milk", aisle: "dairy"), row("bin bags", aisle: "other", checked: true, manual: manual)],
            unavailable: [ViewFixtures.planEntry("gone", title: "Old soup", date: "2026-11-24")], hiddenCount: 1, plannedCount: 2
        )
        // when
        let page = GroceryPage(list: list, today: ViewFixtures.date("2026-11-26"), hideKitchen: true, error: nil, typed: "", csrf: "token")
        // then
        #expect(page.rangeLabel == "Tuesday 24 November 2026 to Wednesday 25 November 2026")
        #expect(page.aisles.map(\.name) == ["Dairy", "Other"])
        #expect(page.aisles[0].items.map(\.recipes) == ["Omelette", nil])
        #expect(page.aisles[1].items.first?.removeAction == "/grocery/items/00000000-0000-0000-0000-000000000001/delete")
        #expect(page.aisles[0].items.first?.removeAction == nil)
        #expect(page.total == 3 && page.checkedCount == 1 && page.hiddenCount == 1)
        #expect(page.units == "metric")
        #expect(page.unavailable == ["Old soup (Tue 24 Nov, dinner)"])
        #expect(page.previousURL == "/grocery?from=2026-11-22&to=2026-11-23&hideKitchen=1")
        #expect(page.nextURL == "/grocery?from=2026-11-26&to=2026-11-27&hideKitchen=1")
        #expect(page.todayURL == "/grocery?from=2026-11-26&to=2026-11-26&hideKitchen=1")
        #expect(page.weekURL == "/grocery?from=2026-11-23&to=2026-11-29&hideKitchen=1")
        #expect(page.toggleKitchenURL == "/grocery?from=2026-11-24&to=2026-11-25")
        #expect(page.textURL == "/grocery.txt?from=2026-11-24&to=2026-11-25&hideKitchen=1")
        #expect(page.back == "/grocery?from=2026-11-24&to=2026-11-25&hideKitchen=1")
    }

    @Test func linksPastTheCalendarAreLeftOut() {
        let last = PlanDate.last
        let list = GroceryListResult(range: PlanRange(from: last, to: last), system: .us, rows: [], unavailable: [], hiddenCount: 0, plannedCount: 0)
        let page = GroceryPage(list: list, today: last, hideKitchen: false, error: "An item needs a name.", typed: String(repeating: "x", count: 500), csrf: "")
        #expect(page.nextURL == nil && page.nextWeekURL == nil)
        #expect(page.previousURL != nil)
        #expect(page.units == "US")
        #expect(page.error == "An item needs a name.")
        #expect(page.typed.count == UserGrocery.extraLength * 2)
    }
}
