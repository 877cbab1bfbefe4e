import Foundation
import RecipleaseCore
import Testing

/// Which language a request gets, and how dates, times and numbers read in each.
struct LanguageTests {
    @Test(arguments: [
        ("fr", "fr"), ("FR", "fr"), ("fr-CA", "fr"), ("fr_BE", "fr"), (" en-GB ", "en"), ("en", "en"),
        ("de", nil), ("*", nil), ("", nil), ("français", nil),
        // a mark after the "-" is still a separate code point: the tag is English
        ("en-\u{301}", "en"), ("fr_\u{200D}x", "fr"), ("e\u{301}n", nil),
    ] as [(String, String?)])
    func aTagNamesABundledLanguageByItsPrimarySubtag(tag: String, code: String?) {
        #expect(Language(tag: tag)?.code == code)
    }

    @Test(arguments: [
        ("fr-CA,fr;q=0.9,en;q=0.8", "fr"),
        ("en-US,en;q=0.9,fr;q=0.8", "en"),
        ("de-DE,de;q=0.9,fr;q=0.7,en;q=0.5", "fr"),
        ("en;q=0.5, fr;q=0.6", "fr"),
        ("fr;q=0, en", "en"),
        ("fr;q=0", nil),
        ("de, es", nil),
        ("*", nil),
        ("fr;q=abc, en;q=0.1", "en"),
        ("en, fr", "en"),
        ("", nil),
    ] as [(String, String?)])
    func acceptLanguageGivesTheMostPreferredBundledLanguage(header: String, code: String?) {
        #expect(Language.preferred(acceptLanguage: header)?.code == code)
    }

    @Test(arguments: [
        // account, cookie, Accept-Language → language
        ("fr", "en", "en", "fr"),
        ("en", "fr", "fr", "en"),
        (nil, "fr", "en", "fr"),
        (nil, "en", "fr", "en"),
        (nil, nil, "fr-CA", "fr"),
        (nil, "xx", "fr", "fr"),
        ("xx", nil, nil, "en"),
        (nil, nil, nil, "en"),
        (nil, nil, "de", "en"),
    ] as [(String?, String?, String?, String)])
    func theAccountComesBeforeTheCookieBeforeTheBrowser(account: String?, cookie: String?, accept: String?, code: String) {
        #expect(Language.choose(account: account, cookie: cookie, acceptLanguage: accept).code == code)
    }

    @Test func bothLanguagesAreBundledEnglishFirst() {
        #expect(Language.bundled.map(\.code) == ["en", "fr"])
        #expect(Language.french.name == "Français" && Language.english.name == "English")
        #expect(Strings.french.language == "fr" && Strings.for(.english).language == "en")
    }

    @Test(arguments: [
        ("en", Strings.DateStyle.long, "Tuesday 24 November 2026"),
        ("fr", .long, "mardi 24 novembre 2026"),
        ("en", .short, "Tue 24 Nov"),
        ("fr", .short, "mar. 24 nov."),
        ("fr", .weekday, "mardi"),
        ("fr", .dayMonth, "24 nov."),
    ])
    func daysReadInTheTablesLanguage(code: String, style: Strings.DateStyle, text: String) throws {
        let day = try #require(PlanDate("2026-11-24"))
        #expect(try #require(Language(tag: code)).strings.date(day, style) == text)
    }

    /// The first of the month is "1er" in French ("mardi 1 juin" was shown; grocery probe, 2026-12-08),
    /// and a plain 1 in English; the 11th and the 21st are numbers in both.
    @Test(arguments: [
        ("fr", "2027-06-01", Strings.DateStyle.long, "mardi 1er juin 2027"), ("fr", "2027-06-01", .short, "mar. 1er juin"),
        ("fr", "2027-06-01", .dayMonth, "1er juin"), ("fr", "2027-06-11", .long, "vendredi 11 juin 2027"),
        ("fr", "2027-06-21", .dayMonth, "21 juin"), ("fr", "2027-06-01", .weekday, "mardi"),
        ("en", "2027-06-01", .long, "Tuesday 1 June 2027"),
    ])
    func theFirstOfTheMonthIsWrittenAsTheLanguageWritesIt(code: String, day: String, style: Strings.DateStyle, text: String) throws {
        let date = try #require(PlanDate(day))
        #expect(try #require(Language(tag: code)).strings.date(date, style) == text)
    }

    @Test func timesAndInstantsReadInTheTablesLanguage() throws {
        let time = try #require(PlanTime(hour: 19, minute: 30))
        #expect(Strings.english.time(time) == "19:30")
        #expect(Strings.french.time(time) == "19 h 30")
        // 18:00 UTC is 19:00 in Paris in November
        let instant = Date(timeIntervalSince1970: 1_795_543_200)
        let paris = try #require(TimeZone(identifier: "Europe/Paris"))
        #expect(Strings.english.dateTime(instant, in: paris) == "Tue 24 Nov, 19:00")
        #expect(Strings.french.dateTime(instant, in: paris) == "mar. 24 nov. à 19:00")
    }

    @Test(arguments: [
        (1.5, 2, "1.5", "1,5"), (2.0, 2, "2", "2"), (0.25, 2, "0.25", "0,25"), (1.0 / 3, 2, "0.33", "0,33"),
        (12.5, 1, "12.5", "12,5"), (0.004, 2, "0", "0"), (-1.5, 1, "-1.5", "-1,5"), (Double.nan, 2, "0", "0"),
    ])
    func numbersTakeTheLanguagesDecimalMark(value: Double, digits: Int, english: String, french: String) {
        #expect(Strings.english.number(value, fractionDigits: digits) == english)
        #expect(Strings.french.number(value, fractionDigits: digits) == french)
    }

    @Test(arguments: [(45, "45 min"), (90, "1 h 30 min"), (60 * 24 + 5, "1 jour 5 min"), (3 * 60 * 24, "3 jours")])
    func durationsReadInFrench(minutes: Int, text: String) {
        #expect(Strings.french.duration(minutes: minutes) == text)
    }

    @Test func namesOfMealsDietsAndCuisinesAreTranslated() {
        #expect(Strings.french.name(of: MealType.breakfast) == "Petit-déjeuner")
        #expect(Strings.french.name(of: Diet.glutenFree) == "Sans gluten")
        #expect(Strings.french.cuisine("Italian") == "Italienne")
        #expect(Strings.french.cuisine("Eastern European") == "D'Europe de l'Est")
        #expect(Strings.english.cuisine("Italian") == "Italian")
        // a provider's own cuisine the table does not know stays as it came
        #expect(Strings.french.cuisine("Klingon") == "Klingon")
    }
}
