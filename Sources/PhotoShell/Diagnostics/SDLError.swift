import CSDL2

/// A failed SDL call: which call, and what `SDL_GetError()` said.
public struct SDLError: Error, CustomStringConvertible {
  /// The SDL function that failed.
  public var call: String
  /// SDL's own explanation.
  public var reason: String

  /// Captures `SDL_GetError()` for `call`.
  public init(_ call: String) {
    self.call = call
    self.reason = String(cString: SDL_GetError())
  }

  /// "SDL_CreateWindow failed: reason".
  public var description: String { "\(call) failed: \(reason)" }
}

/// Throws an `SDLError` for `call` when an SDL status code is negative.
@discardableResult
package func sdlCheck(_ status: Int32, _ call: String) throws -> Int32 {
  if status < 0 { throw SDLError(call) }
  return status
}

/// Unwraps an SDL pointer result, throwing an `SDLError` for `call` when it is nil.
package func sdlCheck<T>(_ pointer: T?, _ call: String) throws -> T {
  guard let pointer else { throw SDLError(call) }
  return pointer
}
