import Foundation

extension SearchIndex {
    /// True when `a` comes before `b` in the query's ranking: the order `search` returns,
    /// so hits from two indexes (the library and a provider's answer) can be put in one list.
    public static func ranks(_ a: SearchHit, before b: SearchHit, in query: SearchQuery) -> Bool {
        if !query.foods.isEmpty {
            let mine = Set(query.foods)
            let (ua, ub) = (a.used.count, b.used.count)
            let (ea, eb) = (a.used.filter(mine.contains).count, b.used.filter(mine.contains).count)
            let (ma, mb) = (a.missed.count, b.missed.count)
            switch query.ranking {
            case .maxUsed:
                if ua != ub { return ua > ub }
                if ea != eb { return ea > eb }
                if ma != mb { return ma < mb }
            case .minMissing:
                if ma != mb { return ma < mb }
                if ua != ub { return ua > ub }
                if ea != eb { return ea > eb }
            }
        }
        return titleLess(a.recipe, b.recipe)
    }
}

/// One ranked list out of the library's results and results from elsewhere (remote providers).
///
/// The other hits take their place by the library's own ranking among the library's first
/// `window` results; one ranking below all of those comes right after the last of them. That is
/// one fixed order, so pages never repeat or skip a hit, and a page costs at most `window` local
/// hits however deep it is.
public enum SearchMerge {
    public static let window = 200

    /// The page `query.offset`, `query.limit` of the merged list. `local` runs the library search
    /// for an offset and a limit; `others` are already in ranking order.
    public static func page(
        _ query: SearchQuery, others: SearchResults, local: (_ offset: Int, _ limit: Int) -> SearchResults
    ) -> SearchResults {
        let offset = max(0, query.offset), limit = max(0, query.limit)
        guard !others.hits.isEmpty else { return local(offset, limit) }
        let head = local(0, min(window, offset + limit))
        var merged: [SearchHit] = []
        merged.reserveCapacity(head.hits.count + others.hits.count)
        var i = head.hits.startIndex, j = others.hits.startIndex
        while i < head.hits.endIndex || j < others.hits.endIndex {
            let takeLocal = j == others.hits.endIndex
                || (i < head.hits.endIndex && !SearchIndex.ranks(others.hits[j], before: head.hits[i], in: query))
            if takeLocal { merged.append(head.hits[i]); i += 1 } else { merged.append(others.hits[j]); j += 1 }
        }
        let end = offset + limit
        var hits = offset < merged.count ? Array(merged[offset..<min(end, merged.count)]) : []
        // Past the merged head only library hits are left; local index = merged index - others.
        if end > merged.count, head.total > head.hits.count {
            let start = max(offset, merged.count) - others.hits.count
            hits += local(start, end - max(offset, merged.count)).hits
        }
        return SearchResults(total: head.total + others.total, hits: hits, facets: head.facets.adding(others.facets))
    }
}

extension SearchFacets {
    /// Counts of both sets of results together.
    public func adding(_ other: SearchFacets) -> SearchFacets {
        var sum = self
        sum.cuisines.merge(other.cuisines, uniquingKeysWith: +)
        sum.diets.merge(other.diets, uniquingKeysWith: +)
        sum.mealTypes.merge(other.mealTypes, uniquingKeysWith: +)
        return sum
    }
}
