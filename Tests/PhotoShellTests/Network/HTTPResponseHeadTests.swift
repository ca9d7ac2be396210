import Testing

@testable import PhotoShell

/// Header lines as libcurl hands them over, turned into the last response's status and fields.
@Suite struct HTTPResponseHeadTests {
  @Test("a status line, fields by lower-cased name with their values trimmed, completed by the empty line")
  func oneResponse() {
    var head = HTTPResponseHead()
    head.add(line: "HTTP/1.1 200 OK\r\n")
    head.add(line: "ETag: \"abc-1\"\r\n")
    head.add(line: "last-modified:   Tue, 15 Nov 1994 12:45:26 GMT  \r\n")
    head.add(line: "Content-Length: 2000\r\n")
    #expect(!head.isComplete)
    head.add(line: "\r\n")
    #expect(head.isComplete)
    #expect(head.status == 200)
    #expect(head.isSuccess)
    #expect(head.value(for: "ETag") == "\"abc-1\"")
    #expect(head.value(for: "etag") == "\"abc-1\"")
    #expect(head.value(for: "Last-Modified") == "Tue, 15 Nov 1994 12:45:26 GMT")
    #expect(head.value(for: "Cache-Control") == nil)
    #expect(head.expectedBodyBytes == 2000)
  }

  @Test("a redirect's head is replaced by the final response's; HTTP/2 status lines count too")
  func redirectThenFinal() {
    let head = HTTPResponseHead(lines: [
      "HTTP/1.1 302 Found\r\n", "Location: /ok.jpg\r\n", "ETag: \"redirect\"\r\n", "\r\n",
      "HTTP/2 304 \r\n", "etag: \"final\"\r\n", "\r\n",
    ])
    #expect(head.status == 304)
    #expect(!head.isSuccess)
    #expect(!head.isRedirect)
    #expect(head.value(for: "ETag") == "\"final\"")
    #expect(head.value(for: "Location") == nil)
    #expect(head.isComplete)
  }

  @Test("a redirect is a 301, 302, 303, 307 or 308 with a Location")
  func redirects() {
    func isRedirect(_ status: Int, location: Bool = true) -> Bool {
      HTTPResponseHead(lines: ["HTTP/1.1 \(status) X"] + (location ? ["Location: /next"] : []) + [""]).isRedirect
    }
    #expect([301, 302, 303, 307, 308].allSatisfy { isRedirect($0) })
    #expect(!isRedirect(302, location: false))
    #expect(![200, 300, 304, 404].contains { isRedirect($0) })
  }

  @Test("an interim 100 Continue is replaced; trailers after the head are ignored")
  func interimAndTrailers() {
    let head = HTTPResponseHead(lines: [
      "HTTP/1.1 100 Continue\r\n", "\r\n", "HTTP/1.1 200 OK\r\n", "Transfer-Encoding: chunked\r\n", "\r\n",
      "ETag: \"trailer\"\r\n", "\r\n",
    ])
    #expect(head.status == 200)
    #expect(head.value(for: "ETag") == nil)
    #expect(head.expectedBodyBytes == nil)  // chunked: no announced length
  }

  @Test("a field sent twice is joined with a comma; a folded line continues the field before it")
  func repeatedAndFoldedFields() {
    let head = HTTPResponseHead(lines: [
      "HTTP/1.1 200 OK\r\n", "Cache-Control: public\r\n", "Cache-Control: max-age=60\r\n",
      "X-Note: first\r\n", "\t second\r\n", "\r\n",
    ])
    #expect(head.value(for: "Cache-Control") == "public, max-age=60")
    #expect(head.value(for: "X-Note") == "first second")
  }

  @Test("the announced length counts only for a plain, non-negative Content-Length")
  func expectedBodyBytes() {
    func expected(_ fields: String...) -> Int64? {
      HTTPResponseHead(lines: ["HTTP/1.1 200 OK"] + fields + [""]).expectedBodyBytes
    }
    #expect(expected("Content-Length: 0") == 0)
    #expect(expected("Content-Length: 5000000000") == 5_000_000_000)
    #expect(expected("Content-Length: 12", "Content-Encoding: identity") == 12)
    #expect(expected("Content-Length: 12", "Content-Encoding: gzip") == nil)
    #expect(expected("Content-Length: 12", "Transfer-Encoding: chunked") == nil)
    #expect(expected("Content-Length: -1") == nil)
    #expect(expected("Content-Length: twelve") == nil)
    #expect(expected() == nil)
  }

  @Test("lines before any status line, and a garbled status, give no usable head")
  func garbage() {
    let noStatus = HTTPResponseHead(lines: ["ETag: \"x\"", ""])
    #expect(noStatus.status == 0)
    #expect(!noStatus.isComplete)
    #expect(noStatus.value(for: "ETag") == nil)
    let garbled = HTTPResponseHead(lines: ["HTTP/1.1 abc OK", "ETag: \"x\"", ""])
    #expect(garbled.status == 0)
    #expect(!garbled.isSuccess)
  }
}
