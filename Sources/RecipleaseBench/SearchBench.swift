import Foundation
import RecipleaseCore

/// Latencies of one run of queries, sorted.
public struct Latencies: Sendable {
    public let sorted: [Duration]

    public init(_ samples: [Duration]) { sorted = samples.sorted() }

    /// Nearest-rank percentile: the smallest sample with at least `fraction` of the samples at or below it.
    public func percentile(_ fraction: Double) -> Duration {
        Latencies.nearestRank(sorted, fraction) ?? .zero
    }

    static func nearestRank<T>(_ sorted: [T], _ fraction: Double) -> T? {
        guard !sorted.isEmpty else { return nil }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[Swift.min(sorted.count, Swift.max(1, rank)) - 1]
    }

    public var p50: Duration { percentile(0.5) }
    public var p99: Duration { percentile(0.99) }
    public var max: Duration { sorted.last ?? .zero }
}

/// What one bench run measured.
public struct SearchBenchReport: Sendable {
    public var recipes: Int
    public var queries: Int
    public var indexBuild: Timing
    /// Bytes of the index structures (`SearchIndex.memoryFootprint`).
    public var indexBytes: Int
    /// Recipes with a nutrition estimate in the index.
    public var estimated = 0
    /// Latencies of the queries with a nutrition limit, a subset of `index`.
    public var nutritionQueries = Latencies([])
    /// Wall-clock latencies of the queries, and their CPU time.
    public var index: Latencies
    public var indexCPU: Latencies
    /// The SQLite half's figures; nil when the bench ran the index alone.
    public var sqlLoad: Timing?
    public var sql: Latencies
    public var sqlCPU: Latencies
    /// Postings a query has to visit: for each food it stands for, the recipes that use that food.
    public var postings: [Int]
    /// Queries whose top results are the same ids in the same order from the index and from SQL.
    public var agreed: Int
    /// The first query that disagreed, with both answers in full.
    public var firstDisagreement: String?
    /// The slowest index queries, a line each: what they asked and how long they took.
    public var slowest: [String] = []

    public var allAgree: Bool { sqlLoad == nil || agreed == queries }

    public var lines: [String] {
        var lines: [String] = []
        lines.append("index build   \(indexBuild) for \(recipes.formatted()) recipes")
        let perRecipe = recipes > 0 ? Double(indexBytes) / Double(recipes) : 0
        lines.append("index memory  \(String(format: "%.1f", perRecipe)) bytes per recipe (\(indexBytes.formatted()) bytes)")
        lines.append("nutrition     \(estimated.formatted()) of \(recipes.formatted()) recipes have an estimate")
        let work = postings.sorted()
        if let p50 = Latencies.nearestRank(work, 0.5), let p99 = Latencies.nearestRank(work, 0.99), let most = work.last {
            lines.append("query work    p50 \(p50.formatted()) postings, p99 \(p99.formatted()), max \(most.formatted())")
        }
        lines.append("index search  " + SearchBench.summary(index) + "  (\(queries) queries)")
        lines.append("          cpu " + SearchBench.summary(indexCPU))
        if !nutritionQueries.sorted.isEmpty {
            lines.append("  nutrition   " + SearchBench.summary(nutritionQueries) + "  (\(nutritionQueries.sorted.count) queries with a nutrition limit)")
        }
        for line in slowest { lines.append("slowest       " + line) }
        guard let sqlLoad else { return lines }
        lines.append("sqlite load   \(sqlLoad)")
        lines.append("sqlite search " + SearchBench.summary(sql))
        lines.append("          cpu " + SearchBench.summary(sqlCPU))
        lines.append("speed-up      \(SearchBench.ratio(sql.p50, index.p50)) at p50, \(SearchBench.ratio(sql.p99, index.p99)) at p99"
            + " (cpu \(SearchBench.ratio(sqlCPU.p50, indexCPU.p50)) at p50, \(SearchBench.ratio(sqlCPU.p99, indexCPU.p99)) at p99)")
        lines.append("top 10        \(agreed) of \(queries) queries agree")
        if let firstDisagreement { lines.append(firstDisagreement) }
        return lines
    }
}

/// The search bench: the same queries through the in-memory index and through SQLite.
public enum SearchBench {
    /// Builds the index, times every query on it, loads the recipes into a fresh SQLite file in
    /// `directory`, times the same queries there, and compares the ids each returns in order.
    /// `estimatesNutrition` false indexes no nutrition and drops the queries' nutrition limits:
    /// the bench as it was before them, for a comparison in one session.
    public static func run(
        recipes: [Recipe], catalog: FoodCatalog, queries: [SearchQuery], directory: URL, compareWithSQL: Bool = true,
        estimatesNutrition: Bool = true, progress: (String) -> Void = { _ in }
    ) async throws -> SearchBenchReport {
        progress("building the index")
        var index: SearchIndex?
        var none: NutritionSource?
        var queries = queries
        if !estimatesNutrition {
            none = { _ in nil }
            for number in queries.indices { queries[number].nutrition = NutritionLimits() }
        }
        let indexBuild = Stopwatch.measure { index = SearchIndex(catalog: catalog, recipes: recipes, nutrition: none) }
        guard let index else { preconditionFailure("the index was not built") }
        let nutrition = recipes.map { index.indexedNutrition($0.id) }
        let estimated = nutrition.reduce(0) { $0 + ($1.isKnown ? 1 : 0) }

        progress("searching the index")
        for query in queries.prefix(20) { _ = index.search(query) }  // warm caches, as a running server would be
        var indexTimes: [Timing] = []
        var indexAnswers: [[SearchHit]] = []
        indexTimes.reserveCapacity(queries.count)
        for query in queries {
            var hits: [SearchHit] = []
            indexTimes.append(Stopwatch.measure { hits = index.search(query).hits })
            indexAnswers.append(hits)
        }

        var uses: [Food.ID: Int] = [:]
        for recipe in recipes { for food in recipe.foods { uses[food, default: 0] += 1 } }
        let pantry = SearchSemantics.pantry(catalog)
        let postings = queries.map { query in
            SearchSemantics.matching(query, catalog: catalog, pantry: pantry).match.reduce(0) { $0 + uses[$1, default: 0] }
        }
        let slowest = indexTimes.indices.sorted { indexTimes[$0].wall > indexTimes[$1].wall }.prefix(3).map { number in
            "query \(number + 1): \(millis(indexTimes[number].wall)), \(postings[number].formatted()) postings, "
                + "\(index.search(queries[number]).total.formatted()) results; \(BenchQueries.describe(queries[number]))"
        }
        let nutritionQueries = Latencies(queries.indices.filter { !queries[$0].nutrition.isEmpty }.map { indexTimes[$0].wall })
        guard compareWithSQL else {
            return SearchBenchReport(
                recipes: recipes.count, queries: queries.count, indexBuild: indexBuild, indexBytes: index.memoryFootprint,
                estimated: estimated, nutritionQueries: nutritionQueries,
                index: Latencies(indexTimes.map(\.wall)), indexCPU: Latencies(indexTimes.map(\.cpu)),
                sqlLoad: nil, sql: Latencies([]), sqlCPU: Latencies([]), postings: postings, agreed: 0, firstDisagreement: nil,
                slowest: slowest)
        }

        progress("loading SQLite")
        var loaded: SQLSearch?
        let sqlLoad = try await Stopwatch.measure { loaded = try await SQLSearch.load(recipes, catalog: catalog, directory: directory, nutrition: nutrition) }
        guard let sql = loaded else { preconditionFailure("SQLite was not loaded") }
        var sqlTimes: [Timing] = []
        var sqlAnswers: [[SQLSearch.Row]] = []
        do {
            progress("searching SQLite")
            for query in queries.prefix(5) { _ = try await sql.search(query) }
            for (number, query) in queries.enumerated() {
                var rows: [SQLSearch.Row] = []
                sqlTimes.append(try await Stopwatch.measure { rows = try await sql.search(query) })
                sqlAnswers.append(rows)
                if (number + 1) % 100 == 0 { progress("searched SQLite: \(number + 1) of \(queries.count)") }
            }
        } catch {
            try? await sql.close()
            throw error
        }
        try await sql.close()

        var agreed = 0
        var firstDisagreement: String?
        for (number, query) in queries.enumerated() {
            let fromIndex = indexAnswers[number].map(\.recipe.id.rawValue)
            let fromSQL = sqlAnswers[number].map(\.id)
            if fromIndex == fromSQL {
                agreed += 1
            } else if firstDisagreement == nil {
                firstDisagreement = describe(number: number, query: query, index: indexAnswers[number], sql: sqlAnswers[number],
                                             catalog: catalog, pantry: pantry)
            }
        }
        return SearchBenchReport(
            recipes: recipes.count, queries: queries.count, indexBuild: indexBuild,
            indexBytes: index.memoryFootprint, estimated: estimated, nutritionQueries: nutritionQueries,
            index: Latencies(indexTimes.map(\.wall)), indexCPU: Latencies(indexTimes.map(\.cpu)),
            sqlLoad: sqlLoad, sql: Latencies(sqlTimes.map(\.wall)), sqlCPU: Latencies(sqlTimes.map(\.cpu)), postings: postings, agreed: agreed, firstDisagreement: firstDisagreement,
            slowest: slowest
        )
    }

    static func describe(number: Int, query: SearchQuery, index: [SearchHit], sql: [SQLSearch.Row],
                         catalog: FoodCatalog, pantry: Set<Food.ID>) -> String {
        let exact = SearchSemantics.matching(query, catalog: catalog, pantry: pantry).exact
        var lines = ["first disagreement: query \(number + 1): \(BenchQueries.describe(query))", "  index:"]
        for (rank, hit) in index.enumerated() {
            let exactCount = hit.used.filter(exact.contains).count
            lines.append("    \(rank + 1). \(hit.recipe.id) used \(hit.used.count) exact \(exactCount) missed \(hit.missed.count)"
                + " \"\(SearchIndex.titleKey(hit.recipe.title))\"")
        }
        lines.append("  sqlite:")
        for (rank, row) in sql.enumerated() {
            lines.append("    \(rank + 1). \(row.id) used \(row.used) exact \(row.exact) missed \(row.missed) \"\(row.titleKey)\"")
        }
        return lines.joined(separator: "\n")
    }

    static func summary(_ latencies: Latencies) -> String {
        "p50 \(millis(latencies.p50))  p99 \(millis(latencies.p99))  max \(millis(latencies.max))"
    }

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    static func millis(_ duration: Duration) -> String {
        let value = milliseconds(duration)
        return value < 10 ? String(format: "%.3f ms", value) : String(format: "%.1f ms", value)
    }

    static func seconds(_ duration: Duration) -> String { String(format: "%.2f s", milliseconds(duration) / 1000) }

    static func ratio(_ slow: Duration, _ fast: Duration) -> String {
        let fast = milliseconds(fast)
        guard fast > 0 else { return "n/a" }
        let ratio = milliseconds(slow) / fast
        return String(format: ratio < 10 ? "%.1f×" : "%.0f×", ratio)
    }
}
