import FlyingFox
import FlyingSocks
import Foundation
import PhotoCore

extension HTTPAddress {
  /// The socket address to bind.
  func socketAddress() throws -> any SocketAddress {
    isIPv6 ? try sockaddr_in6.inet6(ip6: host, port: port) : try sockaddr_in.inet(ip4: host, port: port)
  }
}
