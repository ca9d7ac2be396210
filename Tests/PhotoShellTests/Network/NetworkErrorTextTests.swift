import CCurl
import Testing

@testable import PhotoShell

/// libcurl's results in the plain words of `PhotoLoadError.network(reason:)`.
@Suite struct NetworkErrorTextTests {
  @Test("connection, name and TLS failures are worded as before libcurl was used directly")
  func transportFailures() {
    func text(_ code: CURLcode) -> String { NetworkErrorText.transport(code, detail: "libcurl's words", timeout: 20) }
    #expect(text(CURLE_COULDNT_CONNECT) == "connection refused")
    #expect(text(CURLE_COULDNT_RESOLVE_HOST) == "host not found")
    #expect(text(CURLE_OPERATION_TIMEDOUT) == "timed out after 20 s")
    #expect(text(CURLE_RECV_ERROR) == "connection lost")
    #expect(text(CURLE_TOO_MANY_REDIRECTS) == "too many redirects")
    #expect(text(CURLE_GOT_NOTHING) == "bad response from the server")
    #expect(text(CURLE_SSL_CONNECT_ERROR) == "secure connection failed")
    #expect(text(CURLE_PEER_FAILED_VERIFICATION) == "secure connection failed")
    #expect(text(CURLE_UNSUPPORTED_PROTOCOL) == "redirected to a URL that is not http or https")
  }

  @Test("an unlisted failure shows libcurl's code and message")
  func otherFailures() {
    #expect(
      NetworkErrorText.transport(CURLE_RANGE_ERROR, detail: "Requested range was not delivered", timeout: 20)
        == "failed (libcurl error 33: Requested range was not delivered)")
  }

  @Test("a missing libcurl names the package and says why")
  func libcurlMissing() {
    #expect(
      NetworkErrorText.libcurlMissing("libcurl.so.4: cannot open shared object file: No such file or directory")
        == "network photos need libcurl (libcurl4): libcurl.so.4: cannot open shared object file: No such file or "
        + "directory")
  }
}
