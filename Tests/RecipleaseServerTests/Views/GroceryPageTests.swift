import Foundation
import RecipleaseCore
@testable import RecipleaseServer
import Testing

struct GroceryPageTests {
    func row(_ key: String, aisle: String, checked: Bool = false, manual: UUID? = nil, recipes: [String] = []) -> GroceryRow {
        let parts = manual.map { [GroceryPart(recipe: "", recipeID: nil, addedID: $0.uuidString, amount: nil, lines: [key])] }
            ?? recipes.map { GroceryPart(recipe: $0, recipeID: $0.lowercased(), addedID: nil, amount: nil, lines: [key]) }
        return row(key, parts: parts, aisle: aisle, checked: checked, recipes: recipes)
    }

    func row(_ display: String, parts: [GroceryPart], planned: String? = nil, added: String? = nil, aisle: String = "produce",
             checked: Bool = false, recipes: [String]? = nil) -> GroceryRow {
        GroceryRow(key: display, food: nil, quantity: nil, unit: nil, packageSize: nil, display: display, aisle: aisle,
                   recipes: recipes ?? parts.filter { $0.addedID == nil }.map(\.recipe), parts: parts, planned: planned, added: added,
                   checked: checked, addedIDs: parts.compactMap { $0.addedID.flatMap(UUID.init(uuidString:)) })
    }

    static func current(_ id: String) -> PlannerWeekPage.Opening? { .current }

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
        let page = GroceryPage(list: list, today: ViewFixtures.date("2026-11-26"), hideKitchen: true, error: nil, typed: "", csrf: "token", opening: Self.current, strings: .english)
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
        let page = GroceryPage(list: list, today: last, hideKitchen: false, error: "An item needs a name.", typed: String(repeating: "x", count: 500), csrf: "", opening: Self.current, strings: .english)
        #expect(page.nextURL == nil && page.nextWeekURL == nil)
        #expect(page.previousURL != nil)
        #expect(page.units == "US")
        #expect(page.error == "An item needs a name.")
        #expect(page.typed.count == UserGrocery.extraLength * 2)
    }

    func page(_ rows: [GroceryRow], opening: (String) -> PlannerWeekPage.Opening? = GroceryPageTests.current) -> GroceryPage {
        let day = ViewFixtures.date("2026-11-23")
        let list = GroceryListResult(range: PlanRange(from: day, to: day), system: .us, rows: rows, unavailable: [], hiddenCount: 0, plannedCount: 2)
        return GroceryPage(list: list, today: day, hideKitchen: false, error: nil, typed: "", csrf: "token", opening: opening, strings: .english)
    }

    @Test func eachRowTellsItsRecipesSharesWithTheTitleAsALinkAndTheLinesUnderIt() throws {
        // given onions for two recipes: a library one and one kept only as a favorite's copy
        let onions = row("4 onions", parts: [
            GroceryPart(recipe: "Chicken Tikka Masala", recipeID: "chicken-tikka-masala", addedID: nil, amount: "2", lines: ["1 onion, diced"]),
            GroceryPart(recipe: "Onion Bhaji", recipeID: "spoonacular:42", addedID: nil, amount: "1 ½", lines: ["1 large onion, sliced", "plus more for serving"]),
        ])
        // when
        let item = try #require(page([onions], opening: { $0 == "spoonacular:42" ? .savedCopy : .current }).aisles.first?.items.first)
        // then
        #expect(item.partsText == "2 for Chicken Tikka Masala, 1 ½ for Onion Bhaji")
        #expect(item.parts.map(\.lead) == ["2 for ", "1 ½ for "])
        #expect(item.parts.map(\.recipe) == ["Chicken Tikka Masala", "Onion Bhaji"])
        #expect(item.parts.map(\.tail) == ["", ""])
        #expect(item.parts.map(\.recipeURL) == ["/recipes/chicken-tikka-masala", "/favorites/spoonacular%3A42"])
        #expect(item.parts[1].lines == ["1 large onion, sliced", "plus more for serving"])
        #expect(item.parts.allSatisfy { $0.removeAction == nil })
        #expect(item.amounts == nil && item.removeAction == nil)
    }

    @Test func aRecipeThatIsGoneIsNamedWithoutALinkAndAPartWithoutAnAmountSaysFor() throws {
        let salt = row("salt", parts: [GroceryPart(recipe: "Old Soup", recipeID: "old-soup", addedID: nil, amount: nil, lines: ["salt to taste"])])
        let item = try #require(page([salt], opening: { _ in nil }).aisles.first?.items.first)
        #expect(item.partsText == "for Old Soup")
        #expect(item.parts.first?.recipeURL == nil)
        #expect(item.parts.first?.recipe == "Old Soup")
    }

    @Test func plannedAndAddedShowTogetherAndTheAddedPartCanBeRemoved() throws {
        // given 6 onions from the plan and 3 the person added
        let added = try #require(UUID(uuidString: "00000000-0000-0000-0000-0000000000AA"))
        let onions = row("9 onions", parts: [
            GroceryPart(recipe: "Chicken Tikka Masala", recipeID: "chicken-tikka-masala", addedID: nil, amount: "6", lines: ["4 onions"]),
            GroceryPart(recipe: "", recipeID: nil, addedID: added.uuidString, amount: "3", lines: ["3 onions"]),
        ], planned: "6", added: "3")
        // when
        let item = try #require(page([onions]).aisles.first?.items.first)
        // then
        #expect(item.display == "9 onions")
        #expect(item.amounts == "6 planned + 3 added")
        #expect(item.partsText == "6 for Chicken Tikka Masala, 3 added by you")
        #expect(item.parts[1].recipe == nil && item.parts[1].recipeURL == nil)
        #expect(item.parts[1].removeAction == "/grocery/items/00000000-0000-0000-0000-0000000000AA/delete")
        #expect(item.parts[1].removeLabel == "Remove 3 onions")
        #expect(item.parts[1].lines == ["3 onions"])
        // the row is not only hand-added: its own remove button would take the plan's part too
        #expect(item.removeAction == nil)
    }

    @Test func aRowOfOneAddedItemIsRemovedWholeAndTwoAddedItemsEachHaveTheirOwnButton() throws {
        let first = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000001"))
        let second = try #require(UUID(uuidString: "00000000-0000-0000-0000-000000000002"))
        let one = row("kitchen roll", parts: [GroceryPart(recipe: "", recipeID: nil, addedID: first.uuidString, amount: nil, lines: ["kitchen roll"])])
        let two = row("5 lemons", parts: [
            GroceryPart(recipe: "", recipeID: nil, addedID: first.uuidString, amount: "2", lines: ["2 lemons"]),
            GroceryPart(recipe: "", recipeID: nil, addedID: second.uuidString, amount: "3", lines: ["3 lemons"]),
        ])
        // and one the list names otherwise than it was typed shows the words typed
        let renamed = row("1 tin (400 g) chopped tomatoes", parts: [GroceryPart(recipe: "", recipeID: nil, addedID: first.uuidString, amount: nil, lines: ["a tin of toms"])])
        let items = page([one, two, renamed]).aisles.first?.items ?? []
        #expect(items[2].partsText == "Added by you" && items[2].parts.first?.lines == ["a tin of toms"])
        #expect(items[2].parts.first?.removeAction == nil)
        #expect(items.map(\.removeAction) == ["/grocery/items/00000000-0000-0000-0000-000000000001/delete", nil, "/grocery/items/00000000-0000-0000-0000-000000000001/delete"])
        #expect(items[0].partsText == nil && items[0].parts.isEmpty)
        #expect(items[1].removeAction == nil)
        #expect(items[1].partsText == "2 added by you, 3 added by you")
        #expect(items[1].parts.map(\.removeAction) == [
            "/grocery/items/00000000-0000-0000-0000-000000000001/delete", "/grocery/items/00000000-0000-0000-0000-000000000002/delete",
        ])
    }
}
