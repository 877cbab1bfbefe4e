/// Links to other sites that a page or an export may carry.
public enum WebLink {
    /// Only http(s) links are kept; a `javascript:` URL in imported data must never become a link.
    public static func checked(_ text: String) -> String? {
        let lower = text.lowercased()
        return lower.hasPrefix("https://") || lower.hasPrefix("http://") ? text : nil
    }
}
