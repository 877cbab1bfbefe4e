import Foundation

/// Writes RFC 5545 iCalendar documents: CRLF line ends, lines folded at 75 octets, text escaped,
/// times in UTC, one VALARM per event.
public enum ICalendar {
    public struct Event: Sendable, Hashable {
        /// Globally unique and stable across feeds: the same meal is always the same event.
        public var uid: String
        public var start: Date
        public var end: Date
        public var summary: String
        public var description: String
        public var url: String?
        /// Minutes before the start that the alarm goes off; nil for no alarm.
        public var alarmMinutesBefore: Int?
        public var alarmText: String

        public init(uid: String, start: Date, end: Date, summary: String, description: String, url: String? = nil,
                    alarmMinutesBefore: Int? = 60, alarmText: String) {
            self.uid = uid
            self.start = start
            self.end = end
            self.summary = summary
            self.description = description
            self.url = url
            self.alarmMinutesBefore = alarmMinutesBefore
            self.alarmText = alarmText
        }
    }

    public static let productID = "-//Reciplease//Reciplease Meal Planner//EN"

    /// The instants a four-digit UTC year can write (RFC 5545's DATE-TIME, RFC 3339's
    /// date-time): 0001-01-01T00:00:00Z up to the end of 9999. A meal planned on 9999-12-31 in a
    /// time zone west of UTC starts in the year 10000: its event is left out of the feed, and the
    /// API gives no `start` for it. A meal that starts within it but ends past it (23:30 on
    /// 9999-12-31 in UTC) ends at the range's last second, and keeps its event.
    /// Its first instant is Foundation's 0001-01-01 (Julian), as imported documents' dates are read
    /// by Foundation: two days before the proleptic Gregorian year 1, which the API and the feed
    /// write (`GregorianInstant`) as 0000-12-30 and 0000-12-31.
    public static let writable: Range<Date> = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        let first = calendar.date(from: DateComponents(year: 1, month: 1, day: 1)) ?? Date(timeIntervalSince1970: -62_135_769_600)
        let past = calendar.date(from: DateComponents(year: 10_000, month: 1, day: 1)) ?? Date(timeIntervalSince1970: 253_402_300_800)
        return first..<past
    }()

    public static func document(name: String, events: [Event], stamp: Date) -> String {
        var lines = [
            "BEGIN:VCALENDAR",
            "VERSION:2.0",
            "PRODID:" + productID,
            "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH",
            "X-WR-CALNAME:" + escape(name),
            "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
        ]
        for event in events where writable.contains(event.start) {
            let end = writable.contains(event.end) ? event.end : writable.upperBound.addingTimeInterval(-1)
            lines += [
                "BEGIN:VEVENT",
                "UID:" + escape(event.uid),
                "DTSTAMP:" + utc(stamp),
                "DTSTART:" + utc(event.start),
                "DTEND:" + utc(end),
                "SUMMARY:" + escape(event.summary),
                "DESCRIPTION:" + escape(event.description),
            ]
            if let url = event.url { lines.append("URL:" + url) }
            if let minutes = event.alarmMinutesBefore {
                lines += [
                    "BEGIN:VALARM",
                    "ACTION:DISPLAY",
                    "DESCRIPTION:" + escape(event.alarmText),
                    "TRIGGER:-" + duration(minutes: minutes),
                    "END:VALARM",
                ]
            }
            lines.append("END:VEVENT")
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// TEXT values escape backslash, semicolon and comma, and write line breaks as `\n`.
    public static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n", "\r": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }

    /// Lines longer than 75 octets continue on lines that start with a space, never splitting
    /// a UTF-8 character.
    public static func fold(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var result = ""
        var current = 0
        var limit = 75
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if current + size > limit {
                result += "\r\n "
                current = 0
                limit = 74 // the leading space takes one octet
            }
            result.unicodeScalars.append(scalar)
            current += size
        }
        return result
    }

    static func utc(_ date: Date) -> String {
        let c = GregorianInstant.components(date)
        return String(format: "%04d%02d%02dT%02d%02d%02dZ", c.year, c.month, c.day, c.hour, c.minute, c.second)
    }

    /// `PT1H`, `PT30M`, `PT1H30M`, `P1D`.
    static func duration(minutes: Int) -> String {
        if minutes > 0 && minutes % 1440 == 0 { return "P\(minutes / 1440)D" }
        let hours = minutes / 60, rest = minutes % 60
        if hours == 0 { return "PT\(rest)M" }
        return rest == 0 ? "PT\(hours)H" : "PT\(hours)H\(rest)M"
    }
}
