import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// One resource a WebDAV server described in a `207 Multi-Status` answer to `PROPFIND` (RFC 4918, section
/// 9.1), with the properties the viewer asks for (`DAVMultistatus.propfindBody`) that the server had.
public struct DAVResource: Equatable, Sendable {
  /// Its path on the server, percent-decoded, segment by segment (`DAVMultistatus.path(ofHref:)`).
  public var segments: [String]
  /// Whether it is a collection (a folder).
  public var isCollection = false
  /// `getcontentlength`, bytes.
  public var size: Int64?
  /// `getlastmodified`, seconds since 1970 UTC.
  public var modified: Int?
  /// `getetag`, as the server wrote it (quotes and a weak `W/` kept).
  public var etag: String?
  /// `getcontenttype`, lowercased, parameters dropped (`image/jpeg`).
  public var contentType: String?
  /// Nextcloud's and ownCloud's `oc:fileid`: the file's number on the server, kept through renames and moves.
  public var fileID: String?

  /// A resource at `segments` with no properties yet.
  public init(segments: [String]) { self.segments = segments }
}

/// Reads a `207 Multi-Status` body, streamed from a file: the resources it names, each with the properties of
/// its `200` property set (a `404` set lists what the server does not have). Elements are matched by namespace
/// and local name, so any prefix a server uses reads the same; anything else in the body is skipped. An href
/// that decodes to a name holding `/`, a control character, or that is `.` or `..` is refused: the resource is
/// counted in `refused` and left out.
public final class DAVMultistatus: NSObject, XMLParserDelegate {
  /// The resources read, in the body's order.
  public private(set) var resources: [DAVResource] = []
  /// Resources left out for a name no folder may hold.
  public private(set) var refused = 0

  private var current: DAVResource?
  private var refusedCurrent = false
  private var hasHref = false
  private var found = DAVResource(segments: [])
  private var text = ""
  private var collecting = false

  /// What the viewer asks each resource for: its type, size, time, ETag and content type, and Nextcloud's file
  /// id (a server without it answers that property `404`, which is no error).
  public static let propfindBody = Array(
    """
    <?xml version="1.0" encoding="utf-8"?>
    <d:propfind xmlns:d="DAV:" xmlns:oc="http://owncloud.org/ns">
    <d:prop><d:resourcetype/><d:getcontentlength/><d:getlastmodified/><d:getetag/><d:getcontenttype/><oc:fileid/></d:prop>
    </d:propfind>
    """.utf8)

  /// The resources of the multistatus body at `path`, or why it cannot be read (the body is no XML, or no
  /// multistatus).
  public static func read(contentsOf path: String) throws(SourceFailure) -> DAVMultistatus {
    guard let stream = InputStream(fileAtPath: path) else { throw .unreadable(reason: "the listing was not saved") }
    let parser = XMLParser(stream: stream)
    let reader = DAVMultistatus()
    parser.shouldProcessNamespaces = true
    parser.shouldResolveExternalEntities = false
    parser.delegate = reader
    guard parser.parse() else {
      let line = parser.lineNumber
      throw .network(reason: "the server's listing is not valid XML (line \(line))")
    }
    return reader
  }

  /// The segments of `href` (an absolute path, or a URL whose path is taken), each percent-decoded; nil when
  /// one decodes to a name no folder may hold.
  public static func path(ofHref href: String) -> [String]? {
    var rest = Substring(href.trimmingCharacters(in: .whitespacesAndNewlines))
    if let scheme = rest.range(of: "://") {
      let afterHost = rest[scheme.upperBound...]
      rest = afterHost.firstIndex(of: "/").map { afterHost[$0...] } ?? ""
    }
    if let query = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<query] }
    var segments: [String] = []
    for part in rest.split(separator: "/") {
      let bytes = DAVLocation.percentDecodedBytes(part)
      if bytes.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "/") }) { return nil }
      let name = PathText.name(fromBytes: bytes)
      if name == "." || name == ".." { return nil }
      segments.append(name)
    }
    return segments
  }

  // MARK: XMLParserDelegate

  public func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    let name = Self.key(elementName, namespaceURI)
    switch name {
    case "DAV:response":
      current = DAVResource(segments: [])
      (refusedCurrent, hasHref) = (false, false)
    case "DAV:propstat": found = DAVResource(segments: [])
    case "DAV:collection": found.isCollection = true
    default: break
    }
    collecting = Self.textElements.contains(name)
    text = ""
  }

  public func parser(_ parser: XMLParser, foundCharacters string: String) {
    if collecting { text += string }
  }

  public func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
  ) {
    let value = text.trimmingCharacters(in: .whitespacesAndNewlines)
    collecting = false
    switch Self.key(elementName, namespaceURI) {
    case "DAV:href" where current != nil && !hasHref:
      hasHref = true
      if let segments = Self.path(ofHref: value) { current?.segments = segments } else { refusedCurrent = true }
    case "DAV:getcontentlength": found.size = Int64(value)
    case "DAV:getlastmodified": found.modified = HTTPDate.seconds(value)
    case "DAV:getetag": found.etag = value.isEmpty ? nil : value
    case "DAV:getcontenttype":
      found.contentType = value.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    case "http://owncloud.org/ns:fileid": found.fileID = value.isEmpty ? nil : value
    case "DAV:status" where current != nil: if Self.isOK(value) { merge(found) }
    case "DAV:propstat": found = DAVResource(segments: [])
    case "DAV:response":
      if let resource = current {
        if refusedCurrent { refused += 1 } else if hasHref { resources.append(resource) }
      }
      current = nil
    default: break
    }
  }

  /// A property set's values that came with a `200`, onto the resource being read.
  private func merge(_ set: DAVResource) {
    guard var resource = current else { return }
    resource.isCollection = resource.isCollection || set.isCollection
    resource.size = set.size ?? resource.size
    resource.modified = set.modified ?? resource.modified
    resource.etag = set.etag ?? resource.etag
    resource.contentType = set.contentType ?? resource.contentType
    resource.fileID = set.fileID ?? resource.fileID
    current = resource
  }

  /// The elements whose text is read.
  private static let textElements: Set<String> = [
    "DAV:href", "DAV:getcontentlength", "DAV:getlastmodified", "DAV:getetag", "DAV:getcontenttype", "DAV:status",
    "http://owncloud.org/ns:fileid",
  ]

  /// `NAMESPACE` and `LOCAL` run together (`DAV:href`, `http://owncloud.org/ns:fileid`: DAV's namespace ends
  /// in a colon), the name an element is matched by.
  private static func key(_ local: String, _ namespace: String?) -> String {
    let space = namespace ?? ""
    return space.hasSuffix(":") ? space + local : space + ":" + local
  }

  /// Whether a status line (`HTTP/1.1 200 OK`) says 2xx.
  private static func isOK(_ line: String) -> Bool {
    let parts = line.split(separator: " ")
    return parts.count >= 2 && parts[1].hasPrefix("2") && parts[1].count == 3
  }
}
