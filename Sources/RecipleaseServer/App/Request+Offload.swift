import Vapor

extension Request {
    /// Work whose processor time grows with what a client sent (reading a pasted or fetched page:
    /// 800,000 nested `<div>`s, under the 5 MB limit, took 9 s): run on the application's thread
    /// pool, so that Swift's cooperative threads, as many as the cores (two here), stay free for
    /// every other request. Three such pages at once held /healthz for 13.6 s before.
    func offloaded<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await application.threadPool.runIfActive(work)
    }
}
