import NIOCore

/// Closes a connection whose client has stopped taking in its answer. Without it a client could
/// ask for a large answer (an export, a long page) and never read it: the connection, and the
/// answer's bytes waiting in the server's memory, stayed for as long as the client liked, since
/// nothing is timed while an answer is written (`RequestTimeouts`).
///
/// The limit is on progress, not on the whole answer, as nginx's `send_timeout`: a write that
/// stays waiting for the client for `limit` with no other write finishing meanwhile ends the
/// connection. A large download on a slow line keeps going, since `GuardedHTTPHandler` writes a
/// body in pieces and each piece the client takes in counts. It sits nearest the socket, so it
/// sees every write: answers, refusals and event streams alike.
final class SendClock: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    private let limit: TimeAmount
    /// Writes handed to the socket and not yet taken by it.
    private var waiting = 0
    /// When a write last finished, or when the first of those waiting was made.
    private var lastProgress = NIODeadline.now()
    private var alarm: Scheduled<Void>?

    init(limit: TimeAmount) {
        self.limit = limit
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        let promise = promise ?? context.eventLoop.makePromise()
        if waiting == 0 { lastProgress = .now() }
        waiting += 1
        if alarm == nil { setAlarm(in: limit, context: context) }
        let bound = NIOLoopBound(self, eventLoop: context.eventLoop)
        promise.futureResult.whenComplete { _ in
            let clock = bound.value
            clock.waiting -= 1
            clock.lastProgress = .now()
        }
        context.write(data, promise: promise)
    }

    private func setAlarm(in delay: TimeAmount, context: ChannelHandlerContext) {
        let bound = NIOLoopBound((context, self), eventLoop: context.eventLoop)
        alarm = context.eventLoop.scheduleTask(in: delay) {
            let (context, clock) = bound.value
            clock.alarm = nil
            clock.alarmRang(context: context)
        }
    }

    /// Nothing waiting: the alarm rests until the next write. Progress since it was set: it is
    /// set again for the time left. Neither: the client stopped reading, and the connection ends.
    private func alarmRang(context: ChannelHandlerContext) {
        guard waiting > 0 else { return }
        let due = lastProgress + limit
        let now = NIODeadline.now()
        guard now >= due else {
            setAlarm(in: due - now, context: context)
            return
        }
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        alarm?.cancel()
        alarm = nil
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        alarm?.cancel()
        alarm = nil
    }
}
