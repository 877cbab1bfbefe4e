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
    ] as [(String, Int, Int, JSONSyntaxProblem.Reason, String?)])
    func brokenTextSaysWhereAndWhy(_ text: String, _ line: Int, _ column: Int, _ reason: JSONSyntaxProblem.Reason, _ found: String?) {
        #expect(JSONSyntax.firstProblem(in: Data(text.utf8)) == JSONSyntaxProblem(line: line, column: column, reason: reason, found: found))
    }

    @Test(arguments: [
        "{}", "[]", "\u{FEFF}{\"a\": [1, -2.5e3, true, false, null, \"\\u00e9\\n\"]}", " \n\t\"fragment\" ", "0", "{\"@graph\": [{\"@type\": \"Recipe\"}]}",
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
            }
        }
        #expect(problem == nil)
        #expect(seen == ["a[3]", #"c.d=x\"y"#, "c.e[0]", "c.n=-1.5", "f[2]", "g[1]"])
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
