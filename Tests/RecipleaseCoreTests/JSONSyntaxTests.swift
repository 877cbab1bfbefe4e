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

    @Test func deepNestingIsAProblemNotACrash() {
        let text = String(repeating: "[", count: 100_000)
        #expect(JSONSyntax.firstProblem(in: Data(text.utf8))?.reason == .tooDeep)
    }
}
