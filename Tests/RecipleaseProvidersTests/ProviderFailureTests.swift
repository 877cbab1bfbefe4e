import Foundation
import RecipleaseCore
import RecipleaseProviderStubs
@testable import RecipleaseProviders
import Testing

/// Every way a provider fails becomes a typed error with a message a person can read, and
/// nothing waits past the deadline.
struct ProviderFailureTests {
    /// No connection and no answer in time are behaviour; every other failure is a recorded answer.
    enum Failure: Hashable, Sendable {
        case refused, timeout
        case answer(StubFailure)
    }

    enum Kind: String, CaseIterable, Sendable {
        case spoonacular, themealdb, edamam

        var id: ProviderID { ProviderID(rawValue: rawValue) }
        var name: String { ["spoonacular": "Spoonacular", "themealdb": "TheMealDB", "edamam": "Edamam"][rawValue]! }

        func provider(_ url: URL) -> any RecipeProvider {
            switch self {
            case .spoonacular: Spoonacular(account: .stub(url), http: .fresh())
            case .themealdb: TheMealDB(account: .stub(url, key: "1"), http: .fresh())
            case .edamam: Edamam(account: .stub(url, key: "k", appID: "i"), http: .fresh())
            }
        }
    }

    /// Each provider with each way it fails: its recordings, plus no connection and no answer in time.
    static let failures: [(Kind, Failure)] = Kind.allCases.flatMap { kind in
        ([.refused, .timeout] + StubFailure.recorded(for: kind.id).map(Failure.answer)).map { (kind, $0) }
    }

    static let expected: [Failure: (ProviderError.Problem, String)] = [
        .refused: (.unreachable, "%@ did not answer"),
        .timeout: (.timeout, "%@ took too long to answer"),
        .answer(.unauthorized): (.unauthorized, "%@ refused the API key"),
        .answer(.forbidden): (.unauthorized, "%@ refused the API key"),
        .answer(.quota): (.quotaExhausted, "%@'s daily quota is used up"),
        .answer(.tooManyRequests): (.rateLimited, "%@ is getting too many requests (quota reached for now)"),
        .answer(.serverError): (.serverError, "%@ had a problem of its own (HTTP 500)"),
        .answer(.unavailable): (.serverError, "%@ had a problem of its own (HTTP 503)"),
        .answer(.malformed): (.malformedAnswer, "%@ sent an answer Reciplease could not read"),
        .answer(.partial): (.malformedAnswer, "%@ sent an answer Reciplease could not read"),
    ]

    @Test func everyProviderHasItsDocumentedFailuresRecorded() {
        #expect(StubFailure.recorded(for: .spoonacular) == [.unauthorized, .quota, .tooManyRequests, .serverError, .unavailable, .malformed, .partial])
        #expect(StubFailure.recorded(for: .theMealDB) == [.forbidden, .tooManyRequests, .serverError, .unavailable, .malformed, .partial])
        #expect(StubFailure.recorded(for: .edamam) == [.unauthorized, .forbidden, .tooManyRequests, .serverError, .unavailable, .malformed, .partial])
    }

    @Test(arguments: failures)
    func aFailureIsATypedErrorWithAReadableMessage(_ kind: Kind, _ failure: Failure) async throws {
        // given a stub that fails this way on every path
        let answer: StubAnswer? = switch failure {
        case .refused: nil
        case .timeout: .delayed(.seconds(600), .failure(.partial, kind.id))
        case let .answer(recorded): .failure(recorded, kind.id)
        }
        let stub = try await StubProviderServer.start(answer.map { ["*": $0] } ?? [:])
        let url = failure == .refused ? try await StubProviderServer.refusingURL() : stub.baseURL
        let provider = kind.provider(url)

        // when a search runs (with a short deadline where the failure is waiting)
        let started = ContinuousClock.now
        // Long enough to be sure under a loaded machine (the deadline also counts the time an
        // answer waits for a thread of the test process), except where the wait is the point.
        let timeout = failure == .timeout ? 1.0 : 600
        let error = await providerError { _ = try await provider.search(ProviderQuery(ingredients: ["chicken"]), deadline: inSeconds(timeout)) }
        let waited = ContinuousClock.now - started
        try await stub.stop()

        // then
        let (problem, message) = try #require(ProviderFailureTests.expected[failure])
        #expect(error?.problem == problem)
        #expect(error?.provider.rawValue == kind.rawValue)
        #expect(error?.message == message.replacingOccurrences(of: "%@", with: kind.name))
        // The slow stub would answer after ten minutes: the deadline, not the stub, ended the wait
        // (the bound leaves room for a machine where other tests hold the threads for a while).
        if failure == .timeout { #expect(waited < .seconds(300), "waited \(waited)") }
    }

    @Test func aFailedAnswerIsNotCached() async throws {
        try await StubProviderServer.with(["*": .failure(.serverError, .spoonacular)]) { stub in
            let provider = Spoonacular(account: .stub(stub.baseURL), http: .fresh())
            for _ in 0..<2 {
                let error = await providerError { _ = try await provider.search(ProviderQuery(ingredients: ["rice"]), deadline: inSeconds(600)) }
                #expect(error?.problem == .serverError)
            }
            #expect(stub.requests.count == 2)
        }
    }

    @Test func anIdThatCannotBeTheProvidersIsNotFoundWithoutAsking() async throws {
        try await StubProviderServer.with { stub in
            let providers: [any RecipeProvider] = Kind.allCases.map { $0.provider(stub.baseURL) }
            for provider in providers {
                let error = await providerError { _ = try await provider.recipe(remoteID: "../../etc/passwd", deadline: inSeconds(600)) }
                #expect(error?.problem == .notFound)
            }
            #expect(stub.requests.isEmpty)
        }
    }
}
