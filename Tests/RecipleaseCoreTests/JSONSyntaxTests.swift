import Foundation
import RecipleaseCore
import Testing

struct JSONSyntaxTests {
    @Test(arguments: [
        // text, line, column, reason, found
        ("{\"a\": 1 \"b\": 2}", 1, 9, .objectComma, "\""),
        ("{\n  \"a\": [1, 2,]\n}", 2, 14, .unexpected, "]"),
        ("{\"a\": 1,}", 1, 9, .name, "}"),
        ("{'a': 1}", 1, 2, .name, "'"),
        ("{\"a\" 1}", 1, 6, .colon, "1"),
        ("[1 2]", 1, 4, .arrayComma, "2"),
        ("{\"a\": \"open\n}", 1, 12, .openString, nil),
        ("{\"a\": \"\\x\"}", 1, 8, .escape, "\\"),
        ("{\"a\": 01}", 1, 7, .number, "0"),
        ("{\"a\": -}", 1, 7, .number, "-"),
        ("{\"a\": True}", 1, 7, .unexpected, "T"),
        ("{\"a\": [1, 2]", 1, 13, .end, nil),
        ("{} {}", 1, 4, .extra, "{"),
        ("{\"é\": \"ü\" x}", 1, 11, .objectComma, "x"),
        ("", 1, 1, .end, nil),
        // half a surrogate pair alone: Foundation refuses it, and said only that the data was corrupt
        ("{\"a\": \"\\ud800\"}", 1, 8, .surrogate, "\\"),
        ("{\"a\": \"\\udc00x\"}", 1, 8, .surrogate, "\\"),
        ("[\"\\ud83c\\u0041\"]", 1, 3, .surrogate, "\\"),
    ] as [(String, Int, Int, JSONSyntaxProblem.Reason, String?)])
    func brokenTextSaysWhereAndWhy(_ text: String, _ line: Int, _ column: Int, _ reason: JSONSyntaxProblem.Reason, _ found: String?) {
        #expect(JSONSyntax.firstProblem(in: Data(text.utf8)) == JSONSyntaxProblem(line: line, column: column, reason: reason, found: found))
    }

    @Test(arguments: [
        "{}", "[]", "\u{FEFF}{\"a\": [1, -2.5e3, true, false, null, \"\\u00e9\\n\"]}", "[\"\\ud83c\\udf45\"]", " \n\t\"fragment\" ", "0", "{\"@graph\": [{\"@type\": \"Recipe\"}]}",
    ])
    func validTextHasNoProblem(_ text: String) {
        #expect(JSONSyntax.firstProblem(in: Data(text.utf8)) == nil)
    }

    /// The walk tells of arrays and scalars reached through object members only, by their paths.
    @Test func theWalkCountsTheListsOfADocumentByTheirPaths() throws {
        let text = #"{"a": [1, 2, {"b": [3]}], "c": {"d": "x\"y", "e": [], "n": -1.5}, "f": [[1], [2]], "g": [true]}"#
        var seen: [String] = []
        let problem = try JSONSyntax.walk(Data(text.utf8)) { walked in
            switch walked {
            case let .array(path, count): seen.append("\(path)[\(count)]")
            case let .scalar(path, text): seen.append("\(path)=\(text)")
            case let .object(path, count): seen.append("\(path){\(count)}")
            case let .item(item): seen.append("\(item.path)#\(item.index)")
            }
        }
        #expect(problem == nil)
        #expect(seen == [
            "a#0", "a#1", "a#2", "a[3]", #"c.d=x\"y"#, "c.e[0]", "c.n=-1.5", "c{3}", "f#0", "f#1", "f[2]", "g#0", "g[1]", "{4}",
        ])
    }

    /// Each item of a followed list is told with its size and shape: what decoding it would build.
    @Test func theWalkTellsTheShapeOfEachItemOfAList() throws {
        let text = #"{"r": [{"x": [1, 2, 3], "s": [{"y": [[1], [1, 2]]}], "o": {"a": 1, "b": 2, "c": 3}}, "plain"], "n": {"k": [4]}}"#
        var items: [JSONSyntax.ListItem] = []
        _ = try JSONSyntax.walk(Data(text.utf8)) { walked in
            if case let .item(item) = walked { items.append(item) }
        }
        let first = try #require(items.first)
        #expect((first.path, first.index, first.depth, first.widestObject) == ("r", 0, 5, 3))
        #expect(first.lists == ["x": 3, "s": 1, "s[].y": 2, "s[].y[]": 2])
        #expect(first.bytes == #"{"x": [1, 2, 3], "s": [{"y": [[1], [1, 2]]}], "o": {"a": 1, "b": 2, "c": 3}}"#.utf8.count)
        #expect((items[1].index, items[1].bytes, items[1].depth, items[1].lists) == (1, 7, 0, [:]))
        // a list reached through members only is followed, whatever its depth
        #expect(items.map(\.path) == ["r", "r", "n.k"])
    }

    /// A path is told in full up to `maxPathBytes` and cut short after: building every member's
    /// path whole would cost a crafted name's length once per member (a 1 MB name over 200,000
    /// members took 33 s before), and no path a reader looks for comes near the bound.
    @Test func longPathsAreToldCutShort() throws {
        let long = String(repeating: "k", count: 100_000)
        let deep = String(repeating: "[", count: 150) + "[1], [2, 3]" + String(repeating: "]", count: 150)
        let text = #"{"\#(long)": {"a": 1, "b": [2]}, "short": {"c": 3}, "r": [{"\#(long)": [[], [1]], "x": \#(deep)}]}"#
        var paths: [String] = []
        var lists: [String: Int] = [:]
        _ = try JSONSyntax.walk(Data(text.utf8)) { walked in
            switch walked {
            case let .array(path, _), let .object(path, _), let .scalar(path, _): paths.append(path)
            case let .item(item): lists = item.lists
            }
        }
        #expect(paths.allSatisfy { $0.utf8.count <= JSONSyntax.maxPathBytes + JSONSyntax.cut.utf8.count })
        #expect(paths.contains(JSONSyntax.cut) && paths.contains("short.c"))
        // within an item too, and a list cut short still counts toward the item's bounds
        #expect(lists.keys.allSatisfy { $0.utf8.count <= JSONSyntax.maxPathBytes + JSONSyntax.cut.utf8.count })
        #expect(lists[JSONSyntax.cut] == 2)
        let cutDeep = try #require(lists.keys.first { $0.hasPrefix("x[][]") && $0.hasSuffix(JSONSyntax.cut) })
        #expect(lists[cutDeep] == 2)
        #expect(lists["x"] == 1)
    }

    @Test func anErrorOfTheWalkerStopsTheWalk() {
        struct Enough: Error {}
        var arrays = 0
        #expect(throws: Enough.self) {
            _ = try JSONSyntax.walk(Data(#"{"a": [1], "b": [2], "c": [3]}"#.utf8)) { walked in
                if case .array = walked { arrays += 1 }
                if arrays == 2 { throw Enough() }
            }
        }
        #expect(arrays == 2)
        // and a document that is not JSON says where, as firstProblem does
        #expect((try? JSONSyntax.walk(Data(#"{"a": [1,]}"#.utf8)) { _ in })?.reason == .unexpected)
    }

    @Test func deepNestingIsAProblemNotACrash() {
        let text = String(repeating: "[", count: 100_000)
        #expect(JSONSyntax.firstProblem(in: Data(text.utf8))?.reason == .tooDeep)
    }
}
